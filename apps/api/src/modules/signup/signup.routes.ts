import type { FastifyInstance } from 'fastify';
import { signupOperations as ops } from '@client-admin/contracts/signup';
import { route } from '../../plugins/contract-route';
import { sendContract } from './contract-links.service';
import { getParentProgram } from './parent-program.service';
import { downloadContract, getContract } from './signed-contracts.service';
import { getSignContract, signContract } from './signing.service';
import {
  createSignup,
  deleteSignup,
  getFilterTypes,
  getPendingSignups,
  getPromotions,
  getSignup,
  updateSignup,
} from './signup.service';

/** Signup (IO) and the contract (seed 002 §7, decision 0050). */
export async function signupRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const deps = { db, cache: app.cache };
  const mail = { ...deps, email: app.email, publicUrl: app.config.publicUrl };
  const signing = { ...mail, vault: app.cardVault };

  route(app, ops.createSignup, ({ user, body }) => createSignup(deps, user, body));
  route(app, ops.getPendingSignups, ({ query }) => getPendingSignups(db, query));
  route(app, ops.updateSignup, ({ body }) => updateSignup(deps, body));
  route(app, ops.getFilterTypes, () => getFilterTypes(db));
  route(app, ops.getPromotions, ({ params }) => getPromotions(db, params.parentCompany));
  route(app, ops.getParentProgram, ({ params }) => getParentProgram(db, params));
  route(app, ops.getParentProgramInState, ({ params }) => getParentProgram(db, params));
  route(app, ops.getSignContract, ({ params, request }) =>
    getSignContract(signing, params.ioId, request.ip),
  );
  route(app, ops.signContract, ({ params, body, request }) =>
    signContract(signing, params.id, body, {
      clientIp: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    }),
  );
  route(app, ops.sendContract, ({ user, params }) => sendContract(mail, user, params.id));
  route(app, ops.getSignup, ({ params }) => getSignup(deps, params.id));
  route(app, ops.deleteSignup, ({ params }) => deleteSignup(db, params.id));
  route(app, ops.getContract, ({ user, params }) => getContract(db, user, params.id));
  route(app, ops.downloadContract, async ({ user, params, reply }) => {
    const pdf = await downloadContract(db, user, params.id);
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename=${pdf.fileName}`);
    return pdf.bytes;
  });
}
