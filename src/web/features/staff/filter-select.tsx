import type { FormEvent } from 'react';
import { useNavigate } from '#web/router/router.tsx';

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

/**
 * A staff page's filter form works as a plain GET form before the page's code has loaded; with
 * the code, its submit navigates to the address the filled-in fields make (`address`, from the
 * non-empty ones), and the page loads the view the server filters.
 */
export function useFilterSubmit(address: (params: URLSearchParams) => string) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string' && value !== '') params.set(name, value);
    void navigate(address(params));
  };
}
