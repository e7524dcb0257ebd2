/** The assignments page: the Add form, or (with an id) that assignment's Edit form. */
export const assignmentsPath = '/credentials/assignments';

export function assignmentPath(id: number): string {
  return `${assignmentsPath}?id=${id}`;
}
