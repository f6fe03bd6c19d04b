import { useQuery } from '@tanstack/react-query';
import { formDesignSchema, type FormDesign } from '@depot/shared';
import { formDesignQueryOptions } from '../../../api/form-design';

/** A stored design, parsed with the shared schema (a design that no longer parses is an error). */
export function useDesignRecord(id: number) {
  const query = useQuery(formDesignQueryOptions(id));
  const parsed = query.data ? formDesignSchema.safeParse(query.data.design) : undefined;
  const design: FormDesign | undefined = parsed?.success ? parsed.data : undefined;
  return {
    isPending: query.isPending,
    isError: query.isError || parsed?.success === false,
    record: query.data && design ? { ...query.data, design } : undefined,
    problems: parsed && !parsed.success ? parsed.error.issues : [],
  };
}
