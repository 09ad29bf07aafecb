import { Type } from 'typebox';
import { IdParams, MessageBody, withErrors } from '../../lib/schemas';
import { TOKEN_SCOPES } from '../../lib/token-scopes';

const tags = ['api tokens'];
const DateTime = Type.Unsafe<Date | string>({ type: 'string', format: 'date-time' });
const NullableDateTime = Type.Unsafe<Date | string | null>({ type: 'string', format: 'date-time', nullable: true });
const Scope = Type.Union(TOKEN_SCOPES.map((scope) => Type.Literal(scope)));

export const CreateTokenSchema = {
  tags,
  summary: 'Create an API token',
  description:
    'Creates a token another system sends as `Authorization: Bearer atl_...`. It acts as its creator (their ' +
    'current role and visibility), limited to its scopes; it is returned once and kept only hashed.',
  body: Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
      scopes: Type.Array(Scope, { minItems: 1, maxItems: TOKEN_SCOPES.length * 2 }),
      expires_in_days: Type.Integer({ minimum: 1, maximum: 366 }),
    },
    { additionalProperties: false },
  ),
  response: withErrors(
    {
      201: Type.Object({
        message: Type.String(),
        token_id: Type.Integer(),
        token: Type.String(),
        prefix: Type.String(),
        expires_at: DateTime,
      }),
    },
    400,
    401,
    403,
  ),
};

export const ListTokensSchema = {
  tags,
  summary: 'List API tokens',
  description: 'Every API token, newest first; never the token itself.',
  response: withErrors(
    {
      200: Type.Array(
        Type.Object({
          token_id: Type.Integer(),
          name: Type.String(),
          prefix: Type.String(),
          scopes: Type.Array(Type.String()),
          created_by: Type.Integer(),
          created_at: DateTime,
          expires_at: DateTime,
          last_used_at: NullableDateTime,
          revoked_at: NullableDateTime,
        }),
      ),
    },
    401,
    403,
  ),
};

export const RevokeTokenSchema = {
  tags,
  summary: 'Revoke an API token',
  description: 'Revokes a token: it is refused from the next request on.',
  params: IdParams,
  response: withErrors({ 200: MessageBody }, 401, 403, 404),
};
