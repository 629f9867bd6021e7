/**
 * A list filter of a staff page's GET form (the queue, complaints, insight): one of a list's
 * values, or "Any" (empty). Its id is the page's prefix and the filter's name.
 */
export function FilterSelect(props: {
  idPrefix: string;
  name: string;
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}) {
  const id = `${props.idPrefix}-${props.name}`;
  return (
    <div>
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue={props.value ?? ''}>
        <option value="">Any</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
