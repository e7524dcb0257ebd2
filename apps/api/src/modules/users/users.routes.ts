import { bankAccountEndpoints, profileEndpoints, userEndpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle, handleEach } from '../../lib/endpoint.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import type { UsersDeps } from './users.ports.js';
import { usersService } from './users.service.js';

/** Users, profiles (with the avatar upload) and bank accounts: each user's own records, and those in the caller's scope. */
export async function usersRoutes(app: App, deps: UsersDeps): Promise<void> {
  const service = usersService(deps);

  handle(app, userEndpoints.list, async ({ auth, query, request }) => {
    const window = pageWindow(query, 50);
    const page = await service.list(auth, query, window);
    return listResponse(request, window, page.count, page.results);
  });
  handle(app, userEndpoints.get, ({ auth, params }) => service.getUser(auth, params.id));

  handle(app, profileEndpoints.get, ({ auth, params }) => service.getProfile(auth, params.id));
  // The same PATCH takes JSON, or a multipart form with the `image` file (the body is then left unparsed).
  handle(app, profileEndpoints.update, ({ auth, params, body, request }) =>
    request.isMultipart() ? service.uploadImage(auth, params.id, request) : service.updateProfile(auth, params.id, body ?? {}),
  );

  handle(app, bankAccountEndpoints.get, ({ auth, params }) => service.getBankAccount(auth, params.id));
  handleEach(app, [bankAccountEndpoints.replace, bankAccountEndpoints.update], ({ auth, params, body }) =>
    service.saveBankAccount(auth, params.id, body),
  );
}
