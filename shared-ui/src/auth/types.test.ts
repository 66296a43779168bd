import { CheckValues } from '../database.types';
import { USER_ROLES } from './types';

test("USER_ROLES are the roles the database's CHECK constraint allows, in its order", () => {
  expect(USER_ROLES).toEqual(CheckValues.user_roles_role);
});
