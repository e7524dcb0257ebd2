import { useCallback, useState, type ChangeEvent } from 'react';

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** Form state for a flat object of fields, with a binder for text inputs. */
export function useFields<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);

  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const text = useCallback(
    (name: TextKeys<T>) => ({
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    }),
    [values],
  );

  return { values, set, text, reset: setValues };
}
