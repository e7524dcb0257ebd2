import { commonMessages } from './common.js';

/** Texts of the assignments page (/credentials/assignments) and the user screen's Assignments tab. */
export const assignmentsMessages = {
  // Notices, worded as shipped
  created: 'Created Successfully with ID: {id}',
  createFailed: 'Faild to create record',
  updated: 'Update Successfully',
  updateFailed: 'Faild to update record',
  deleted: 'Successfuly deleted the record with ID: {id}',
  deleteFailed: 'Faild to delete record',
  // The page and the tab.
  title: 'Assignments',
  empty: 'No assignments',
  add: 'Add Assignment',
  edit: 'Edit Assignment',
  newEntry: 'New assignment',
  editLabel: 'Edit assignment {id}',
  deleteLabel: 'Delete assignment {id}',
  deleteName: 'assignment {id}',
  searchLabel: 'Search assignments',
  allRoles: 'All roles',
  nothingFound: 'Nothing found',
  // The parties, in assignmentFields order (column headers and select labels).
  organization: commonMessages.roles.organization,
  ad_operation: commonMessages.roles.ad_operation,
  account_manager: commonMessages.roles.account_manager,
  network: commonMessages.roles.network,
  publisher: commonMessages.roles.publisher,
  website: commonMessages.website,
} as const;
