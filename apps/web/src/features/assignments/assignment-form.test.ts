import { describe, expect, it } from 'vitest';
import {
  choiceRoles,
  emptyAssignmentForm,
  fieldOfRole,
  formFromAssignment,
  inputFromForm,
  managerFieldOf,
  partyName,
  shownFields,
  withCurrent,
} from './assignment-form';
import { ameliaAssignment, ameliaWithNorthwind, northwindUnderAmelia } from './assignments.fixture';
import { assignmentPath } from './paths';

const assignment = ameliaAssignment(7, { id: 11, name: 'Recipes' });

describe('assignment form', () => {
  it('holds each party id as text, empty for none', () => {
    expect(formFromAssignment(assignment)).toEqual({ ...emptyAssignmentForm, account_manager: '3', network: '5', website: '11' });
  });

  it('sends every field, null for none, so an edit can clear a party', () => {
    expect(inputFromForm({ ...emptyAssignmentForm, account_manager: '3', network: '5', publisher: 'x' })).toEqual(ameliaWithNorthwind);
  });

  it("leaves a fixed manager's field to the server and sends the user as manager", () => {
    const fixed = { field: 'account_manager' as const, id: 3 };
    expect(shownFields(fixed)).toEqual(['organization', 'ad_operation', 'network', 'publisher', 'website']);
    expect(shownFields()).toHaveLength(6);
    // A stale value in the fixed field is not sent.
    expect(inputFromForm({ ...emptyAssignmentForm, account_manager: '9', network: '5' }, fixed)).toEqual(northwindUnderAmelia);
  });
});

describe('roles and fields', () => {
  it('maps each role to the field naming it (pre_activation users are publishers)', () => {
    expect(fieldOfRole('organization')).toBe('organization');
    expect(fieldOfRole('ad_operation')).toBe('ad_operation');
    expect(fieldOfRole('account_manager')).toBe('account_manager');
    expect(fieldOfRole('network')).toBe('network');
    expect(fieldOfRole('publisher')).toBe('publisher');
    expect(fieldOfRole('pre_activation')).toBe('publisher');
    expect(fieldOfRole('admin')).toBeNull();
    expect(fieldOfRole('developer')).toBeNull();
  });

  it('gives the add form on the user tab to staff managers and networks only', () => {
    expect(managerFieldOf('organization')).toBe('organization');
    expect(managerFieldOf('ad_operation')).toBe('ad_operation');
    expect(managerFieldOf('account_manager')).toBe('account_manager');
    expect(managerFieldOf('network')).toBe('network');
    expect(managerFieldOf('publisher')).toBeNull();
    expect(managerFieldOf('pre_activation')).toBeNull();
    expect(managerFieldOf('admin')).toBeNull();
  });

  it("asks for the users of a field's roles", () => {
    expect(choiceRoles('network')).toBe('network');
    expect(choiceRoles('publisher')).toBe('publisher,pre_activation');
    expect(choiceRoles('ad_operation')).toBe('ad_operation');
  });
});

describe('display', () => {
  it("shows '-' for a party that is not set", () => {
    expect(partyName('Northwind Media')).toBe('Northwind Media');
    expect(partyName(null)).toBe('-');
    expect(partyName(' ')).toBe('-');
  });

  it('keeps the current choice among the options when the lookup lacks it', () => {
    const options = [{ value: '5', label: 'Northwind Media (network1)' }];
    expect(withCurrent(options, '5', 'Northwind Media')).toBe(options);
    expect(withCurrent(options, '', null)).toBe(options);
    expect(withCurrent(options, '8', 'Kestrel Ads')).toEqual([{ value: '8', label: 'Kestrel Ads' }, ...options]);
    expect(withCurrent([], '8', null)).toEqual([{ value: '8', label: '#8' }]);
  });

  it('edits an assignment through the query string', () => {
    expect(assignmentPath(7)).toBe('/credentials/assignments?id=7');
  });
});
