CREATE TABLE "socket_ticket" (
	"ticket_hash" varchar(64) PRIMARY KEY NOT NULL,
	"token_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "socket_ticket" ADD CONSTRAINT "socket_ticket_token_id_oauth_token_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."oauth_token"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "socket_ticket_expires_idx" ON "socket_ticket" USING btree ("expires_at");