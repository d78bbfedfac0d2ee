import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { CampaignCreateRequestSchema, CampaignPageSchema, CampaignPatchRequestSchema, LiveCampaignsSchema } from '@shop/shared/contracts/campaign-schema';
import type { AppContext, FeatureModule } from '../context.ts';
import { assertNotLimited, recordHit } from '../auth/rate-limit.ts';
import { ApiError, badRequest, conflict } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { bearerMatches, resolveAdminToken } from './admin-token.ts';
import { liveRouteSource, routeTaken } from './live-routes.ts';
import { msg } from './messages.ts';
import { SORT_FIELDS, checkCampaign, crazyHours, checkSlug, isVisible, mergeCampaign, statusAt, visibleUntil, type Campaign } from './model.ts';
import { seedCampaignsOnce } from './seed.ts';
import { selectProducts } from './selection.ts';
import { childCampaigns, deleteCampaign, findCampaign, insertCampaign, listCampaigns, updateCampaign, type StoredCampaign } from './store.ts';

const DEFAULTS = { kind: 'campaign', text: { fr: '', en: '' }, hero_image: null, sort: { field: 'best_sellers', direction: 'desc' } } as const;

/** `black-friday/brand-days` from the URL's wildcard; a slug never has more than two segments. */
/** The URL's wildcard, where a campaign's slug is. */
const SlugParams = Type.Object({ '*': Type.String() });

function slugParam(request: FastifyRequest<{ Params: Static<typeof SlugParams> }>): string {
  const raw = request.params['*'] ?? '';
  let slug: string;
  try {
    slug = decodeURIComponent(raw).replace(/\/+$/, '');
  } catch {
    slug = raw;
  }
  const checked = checkSlug(slug);
  if (!checked.ok) throw new ApiError(404, msg('campaign_not_found'), { slug: slug.slice(0, 80) });
  return checked.value;
}

function adminView(campaign: StoredCampaign, now: Date) {
  return { ...campaign, status: statusAt(campaign, now), visible_until: visibleUntil(campaign) };
}

function validated(input: Campaign): Campaign {
  const checked = checkCampaign(input);
  if (!checked.ok) throw badRequest(checked.error.key, checked.error.parameters);
  return checked.value;
}

/**
 * Campaign pages as data. Public: `GET /api/campaigns` (the campaigns whose page exists now:
 * the gateway's routes and sitemap) and `GET /api/campaigns/{slug}` (one page with its state
 * and a page of its products). Admin, for the campaign managers' CLI, behind the server-held
 * credential: list, create, edit (including its dates: scheduling) and remove.
 */
export const campaignsModule: FeatureModule = async (app, { ctx }) => {
  seedCampaignsOnce(ctx.db, ctx.now());
  registerPublic(app, ctx);
  const token = resolveAdminToken(ctx.db.name);
  const liveRoutes = liveRouteSource(ctx.config.routeManifest, (line) => app.log.warn(line));
  await app.register(async (admin) => registerAdmin(admin, ctx, token, liveRoutes));
};

function registerPublic(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/campaigns', { schema: { response: { 200: LiveCampaignsSchema } } }, async (request) => {
    const locale = localeOf(request);
    const now = ctx.now();
    return {
      server_time: now.toISOString(),
      items: listCampaigns(ctx.db)
        .filter((c) => isVisible(c, now))
        .map((c) => ({
          slug: c.slug,
          title: c.title[locale],
          status: statusAt(c, now),
          starts_at: c.starts_at,
          ends_at: c.ends_at,
          visible_until: visibleUntil(c),
          updated_at: c.updated_at,
        })),
    };
  });

  app.get(
    '/api/campaigns/*',
    {
      schema: {
        params: SlugParams,
        querystring: Type.Object({
          page: Type.Optional(Type.String({ maxLength: 6 })),
          locale: Type.Optional(Type.String({ maxLength: 5 })),
          sort: Type.Optional(Type.String({ maxLength: 20 })),
          dir: Type.Optional(Type.String({ maxLength: 4 })),
          category: Type.Optional(Type.String({ maxLength: 10 })),
        }),
        response: { 200: CampaignPageSchema },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const slug = slugParam(request);
      const { query } = request;
      const pageText = query.page ?? '1';
      if (!/^[1-9]\d{0,4}$/.test(pageText)) throw badRequest(msg('campaign_invalid_page'));
      // The shopper's sort and category filter (a listing's controls); the campaign's sort otherwise.
      if (query.sort !== undefined && !(SORT_FIELDS as readonly string[]).includes(query.sort)) throw badRequest(msg('campaign_invalid_sort'));
      if (query.dir !== undefined && query.dir !== 'asc' && query.dir !== 'desc') throw badRequest(msg('campaign_invalid_sort'));
      if (query.category !== undefined && !/^[1-9]\d{0,8}$/.test(query.category)) throw badRequest(msg('campaign_invalid_category'));
      const options = {
        ...(query.sort ? { sort: { field: query.sort as Campaign['sort']['field'], direction: query.dir === 'asc' ? ('asc' as const) : ('desc' as const) } } : {}),
        ...(query.category ? { category: Number(query.category) } : {}),
      };
      const now = ctx.now();
      const campaign = findCampaign(ctx.db, slug);
      // Past its grace period an ended campaign is gone, exactly like one that never existed.
      if (!campaign || !isVisible(campaign, now)) throw new ApiError(404, msg('campaign_not_found'), { slug });
      const status = statusAt(campaign, now);
      const hours = campaign.selection.hours ? { hours: campaign.selection.hours, ...crazyHours(campaign, now) } : null;
      // Between two crazy hours nothing is on offer: the page counts down to the next one.
      const onOffer = status === 'in_progress' && (hours === null || hours.current !== null);
      const parentSlug = campaign.slug.includes('/') ? campaign.slug.split('/')[0]! : null;
      const parent = parentSlug ? findCampaign(ctx.db, parentSlug) : null;
      // A page's state changes at its dates, so shared caches may keep it only briefly.
      reply.header('Cache-Control', 'public, max-age=30');
      return {
        campaign: {
          slug: campaign.slug,
          kind: campaign.kind,
          title: campaign.title[locale],
          text: campaign.text[locale],
          hero_image: campaign.hero_image,
          colors: campaign.colors,
          starts_at: campaign.starts_at,
          ends_at: campaign.ends_at,
          status,
          server_time: now.toISOString(),
          one_item_per_customer: campaign.selection.flags?.includes('is_on_flash_sale') ?? false,
          max_percent_off: campaign.selection.max_percent_off ?? null,
          crazy_hours: hours,
          on_offer: onOffer,
          parent: parent && isVisible(parent, now) ? { slug: parent.slug, title: parent.title[locale] } : null,
          children: childCampaigns(ctx.db, campaign.slug)
            .filter((c) => isVisible(c, now))
            .map((c) => ({ slug: c.slug, title: c.title[locale], status: statusAt(c, now) })),
        },
        // An ended promotion shows "Promotion Ended" and no longer offers its products.
        products: status === 'ended' ? null : selectProducts(ctx, campaign, locale, Number(pageText), undefined, options),
      };
    },
  );
}

function registerAdmin(untyped: FastifyInstance, ctx: AppContext, token: string | null, liveRoutes: ReturnType<typeof liveRouteSource>): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  // Scoped to this plugin: only the admin routes below pass through it.
  app.addHook('onRequest', async (request) => {
    if (token === null) throw new ApiError(403, msg('campaign_admin_disabled'));
    if (bearerMatches(request.headers.authorization, token)) return;
    // Guessing is slowed per address; a manager holding the credential is never locked out.
    const bucket = `campaign-admin:${request.ip}`;
    const limit = { max: 20, windowSeconds: 300 };
    assertNotLimited(ctx, bucket, limit);
    recordHit(ctx, bucket, limit);
    throw new ApiError(401, msg('campaign_admin_required'));
  });

  const stored = (request: FastifyRequest<{ Params: Static<typeof SlugParams> }>): StoredCampaign => {
    const slug = slugParam(request);
    const campaign = findCampaign(ctx.db, slug);
    if (!campaign) throw new ApiError(404, msg('campaign_not_found'), { slug });
    return campaign;
  };

  // Before the slug's own checks: `/en/cart` or `fr/cart` is better answered "that is the cart
  // page" than "a bad address". The gateway would never show a campaign on a taken address, or
  // show it instead of that page (a static path outranks `/category/:slug`).
  const assertAddressFree = (slug: unknown): void => {
    if (typeof slug !== 'string') return;
    const taken = routeTaken(slug, liveRoutes(ctx.now()));
    if (taken) throw conflict(msg('campaign_route_taken'), { slug, route: taken.path, owner: taken.owner });
  };

  app.get('/api/admin/campaigns', async () => ({ items: listCampaigns(ctx.db).map((c) => adminView(c, ctx.now())) }));

  app.get('/api/admin/campaigns/*', { schema: { params: SlugParams } }, async (request) => adminView(stored(request), ctx.now()));

  app.post('/api/admin/campaigns', { schema: { body: CampaignCreateRequestSchema } }, async (request, reply) => {
    const body = request.body;
    assertAddressFree(body.slug);
    const campaign = validated({
      ...body,
      kind: body.kind ?? DEFAULTS.kind,
      text: body.text ?? DEFAULTS.text,
      hero_image: body.hero_image ?? DEFAULTS.hero_image,
      sort: { ...DEFAULTS.sort, ...body.sort } as Campaign['sort'],
    });
    const created = ctx.db
      .transaction(() => {
        if (findCampaign(ctx.db, campaign.slug)) throw conflict(msg('campaign_slug_taken'), { slug: campaign.slug });
        return insertCampaign(ctx.db, campaign, ctx.now().toISOString());
      })
      .immediate();
    return reply.code(201).send(adminView(created, ctx.now()));
  });

  app.patch('/api/admin/campaigns/*', { schema: { params: SlugParams, body: CampaignPatchRequestSchema } }, async (request) => {
    const patch = request.body;
    return ctx.db
      .transaction(() => {
        const current = stored(request);
        // A patch may change the sort's field or its direction alone.
        const merged = mergeCampaign(current, { ...patch, sort: { ...current.sort, ...patch.sort } });
        assertAddressFree(merged.slug);
        const next = validated(merged);
        const other = next.slug.toLowerCase() === current.slug.toLowerCase() ? null : findCampaign(ctx.db, next.slug);
        if (other) throw conflict(msg('campaign_slug_taken'), { slug: next.slug });
        return adminView(updateCampaign(ctx.db, current.id, next, ctx.now().toISOString()), ctx.now());
      })
      .immediate();
  });

  app.delete('/api/admin/campaigns/*', { schema: { params: SlugParams } }, async (request) => {
    const campaign = stored(request);
    deleteCampaign(ctx.db, campaign.id);
    return { deleted: campaign.slug };
  });
}
