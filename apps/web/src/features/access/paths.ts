/** The groups screen: the form edits the group named by `?id=`, or adds one without it. */
export const groupsPath = '/credentials/groups';

export function groupPath(id: number): string {
  return `${groupsPath}?id=${id}`;
}
