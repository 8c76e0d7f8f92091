/**
 * A list a form can live without (the options of a select): when it fails to load, the failure is
 * logged under `form` and the list is empty, so the form still opens and works.
 */
export async function quietly<T>(form: string, what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`${form}: loading ${what} failed`, error);
    return [];
  }
}
