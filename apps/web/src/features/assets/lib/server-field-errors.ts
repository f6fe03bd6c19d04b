/**
 * The fields a refused save's message names. A 400 of bad input lists each problem as
 * "<field>：<reason>" (zh-CN) or "<field>: <reason>" (en-US), separated by ";" or "；", the field
 * being the body's key (`price`) or, for designed fields, the widget's label ("请检查表单：
 * 内存（GB）：不能为空"). `names` are the names the server may use; the answer maps each name
 * found to its reasons, so the form shows them under the field. Parts naming no known field
 * are left out (the toast still shows the whole message).
 */
export function fieldErrorsOf(message: string, names: Iterable<string>): Map<string, string[]> {
  const known = [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length);
  const found = new Map<string, string[]>();
  for (const part of message.split(/\s*[;；]\s*/)) {
    for (const name of known) {
      const at = new RegExp(`(?:^|[：:]\\s*)${escape(name)}\\s*[：:]\\s*(.+)$`).exec(part);
      if (!at?.[1]) continue;
      found.set(name, [...(found.get(name) ?? []), at[1].trim()]);
      break;
    }
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
