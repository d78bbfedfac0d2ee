import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { CampaignCreateRequestSchema, CampaignPageSchema, CampaignPatchRequestSchema, LiveCampaignsSchema } from '@shop/shared/contracts/campaign-schema';
import type { AppContext, FeatureModule } from '../context.ts';
import { consume } from '../auth/rate-limit.ts';
import { ApiError, badRequest, conflict } from '../http/errors.ts';
import { formatNumber, localeOf } from '../http/locale.ts';
import { bearerMatches, resolveAdminToken } from './admin-token.ts';
import { liveRouteSource, routeTaken } from './live-routes.ts';
import { HERO_MAX_BYTES, mediaDir, storeHeroImage } from '../media/campaign-hero.ts';
import type { Locale } from '../http/locale.ts';
import { FIELD_LABELS, msg } from './messages.ts';
import { CAMPAIGN_FLAGS, SORT_FIELDS, checkCampaign, checkSelection, crazyHours, checkSlug, isVisible, mergeCampaign, statusAt, visibleUntil, type Campaign, type Invalid } from './model.ts';
import { seedCampaignsOnce } from './seed.ts';
import { findProducts, productsBySku, selectProducts, selectionChoices, unknownReference } from './selection.ts';
import type { StoredCampaign } from './repository.ts';
import { callerKey } from '../http/address-key.ts';

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

/** The SQLite file the credential and hero images sit beside; none on PostgreSQL (environment only). */
const dbFile = (ctx: AppContext): string => (ctx.store.engine === 'sqlite' ? ctx.store.connection.name : '');

/** A published campaign one level below `slug` (`black-friday` → `black-friday/brand-days`), case ignored as slugs are. */
const isChild = (campaign: StoredCampaign, slug: string): boolean => campaign.slug.toLowerCase().startsWith(`${slug.toLowerCase()}/`);

function adminView(campaign: StoredCampaign, now: Date) {
  return { ...campaign, status: statusAt(campaign, now), visible_until: visibleUntil(campaign) };
}


/**
 * Campaign pages as data. Public: `GET /api/campaigns` (the campaigns whose page exists now:
 * the gateway's routes and sitemap) and `GET /api/campaigns/{slug}` (one page with its state
 * and a page of its products). Admin, for the campaign managers' CLI, behind the server-held
 * credential: list, create, edit (including its dates: scheduling) and remove.
 */
export const campaignsModule: FeatureModule = async (app, { ctx }) => {
  await seedCampaignsOnce(ctx, ctx.now());
  registerPublic(app, ctx);
  const token = resolveAdminToken(dbFile(ctx));
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
      items: (await ctx.repos.campaigns.list())
        .filter((c) => c.state !== 'draft' && isVisible(c, now))
        .map((c) => ({
          slug: c.slug,
          title: c.title[locale],
          status: statusAt(c, now),
          starts_at: c.starts_at,
          ends_at: c.ends_at,
          visible_until: visibleUntil(c),
          updated_at: c.updated_at,
          hero_image: c.hero_image,
        })),
    };
  });

  app.get(
    '/api/campaigns/*',
    {
      schema: {
        params: SlugParams,
        querystring: PageQuerySchema,
        response: { 200: CampaignPageSchema },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const slug = slugParam(request);
      const options = listOptions(request.query);
      const now = ctx.now();
      const campaign = await ctx.repos.campaigns.find(slug);
      // A draft, or an ended campaign past its grace period, is gone, exactly like one that never existed.
      if (!campaign || campaign.state === 'draft' || !isVisible(campaign, now)) throw new ApiError(404, msg('campaign_not_found'), { slug });
      // A page's state changes at its dates, so shared caches may keep it only briefly.
      reply.header('Cache-Control', 'public, max-age=30');
      return campaignPage(ctx, campaign, locale, options, now);
    },
  );
}

interface PageQuery {
  page?: string | undefined;
  sort?: string | undefined;
  dir?: string | undefined;
  category?: string | undefined;
}

const PageQuerySchema = Type.Object({
  page: Type.Optional(Type.String({ maxLength: 6 })),
  locale: Type.Optional(Type.String({ maxLength: 5 })),
  sort: Type.Optional(Type.String({ maxLength: 20 })),
  dir: Type.Optional(Type.String({ maxLength: 4 })),
  category: Type.Optional(Type.String({ maxLength: 10 })),
});

/** The shopper's page number, sort and category filter (a listing's controls); the campaign's sort otherwise. */
function listOptions(query: PageQuery): { page: number; sort?: Campaign['sort']; category?: number } {
  const pageText = query.page ?? '1';
  if (!/^[1-9]\d{0,4}$/.test(pageText)) throw badRequest(msg('campaign_invalid_page'));
  if (query.sort !== undefined && !(SORT_FIELDS as readonly string[]).includes(query.sort)) throw badRequest(msg('campaign_invalid_sort'), { fieldName: 'sort', value: query.sort });
  if (query.dir !== undefined && query.dir !== 'asc' && query.dir !== 'desc') throw badRequest(msg('campaign_invalid_sort'), { fieldName: 'dir', value: query.dir });
  if (query.category !== undefined && !/^[1-9]\d{0,8}$/.test(query.category)) throw badRequest(msg('campaign_invalid_category'));
  return {
    page: Number(pageText),
    ...(query.sort ? { sort: { field: query.sort as Campaign['sort']['field'], direction: query.dir === 'asc' ? ('asc' as const) : ('desc' as const) } } : {}),
    ...(query.category ? { category: Number(query.category) } : {}),
  };
}

/** The page as shoppers get it at `now`: its state, its rules and one page of its products. */
async function campaignPage(ctx: AppContext, campaign: StoredCampaign, locale: Locale, options: ReturnType<typeof listOptions>, now: Date) {
  const status = statusAt(campaign, now);
  const hours = campaign.selection.hours ? { hours: campaign.selection.hours, ...crazyHours(campaign, now) } : null;
  // Between two crazy hours nothing is on offer: the page counts down to the next one.
  const onOffer = status === 'in_progress' && (hours === null || hours.current !== null);
  const parentSlug = campaign.slug.includes('/') ? campaign.slug.split('/')[0]! : null;
  const parent = parentSlug ? await ctx.repos.campaigns.find(parentSlug) : null;
  const { page, ...listing } = options;
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
      parent: parent && parent.state !== 'draft' && isVisible(parent, now) ? { slug: parent.slug, title: parent.title[locale] } : null,
      children: (await ctx.repos.campaigns.list())
        .filter((c) => isChild(c, campaign.slug) && c.state !== 'draft' && isVisible(c, now))
        .map((c) => ({ slug: c.slug, title: c.title[locale], status: statusAt(c, now) })),
    },
    // An ended promotion shows "Promotion Ended" and no longer offers its products.
    products: status === 'ended' ? null : await selectProducts({ repos: ctx.repos, now: () => now }, campaign, locale, page, undefined, listing),
  };
}

/**
 * A moment while the campaign runs, for its preview: now if it runs now, else its start (or
 * the first crazy hour from then), so the preview shows it on offer with its real countdown.
 */
export function runningInstant(campaign: Campaign, now: Date): Date {
  const start = Date.parse(campaign.starts_at);
  const end = Date.parse(campaign.ends_at);
  let at = Math.min(Math.max(now.getTime(), start), end - 1000);
  if (campaign.selection.hours) {
    const hours = crazyHours(campaign, new Date(at));
    if (!hours.current && hours.next) at = Date.parse(hours.next.starts_at);
  }
  return new Date(at);
}

function registerAdmin(untyped: FastifyInstance, ctx: AppContext, token: string | null, liveRoutes: ReturnType<typeof liveRouteSource>): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  // Scoped to this plugin: only the admin routes below pass through it.
  app.addHook('onRequest', async (request) => {
    if (token === null) throw new ApiError(403, msg('campaign_admin_disabled'));
    if (bearerMatches(request.headers.authorization, token)) return;
    // Guessing is slowed per address; a manager holding the credential is never locked out.
    const bucket = `campaign-admin:${callerKey(request)}`;
    const limit = { max: 20, windowSeconds: 300 };
    await consume(ctx, bucket, limit);
    throw new ApiError(401, msg('campaign_admin_required'));
  });

  const stored = async (request: FastifyRequest<{ Params: Static<typeof SlugParams> }>, repos = ctx.repos): Promise<StoredCampaign> => {
    const slug = slugParam(request);
    const campaign = await repos.campaigns.find(slug);
    if (!campaign) throw new ApiError(404, msg('campaign_not_found'), { slug });
    return campaign;
  };

  // Before the slug's own checks: `/en/cart` or `fr/cart` is better answered "that is the cart
  // page" than "a bad address". The gateway would never show a campaign on a taken address, or
  // show it instead of that page (a static path outranks `/category/:slug`).
  const assertAddressFree = (slug: unknown, locale: Locale): void => {
    if (typeof slug !== 'string') return;
    const taken = routeTaken(slug, liveRoutes(ctx.now()));
    if (taken) throw conflict(msg('campaign_route_taken'), { ...named('slug', locale), slug, route: taken.path, owner: taken.owner });
  };

  /** Every rule of the model, then the catalogue's: no category, brand or sku it does not have. */
  const validated = async (input: Parameters<typeof checkCampaign>[0], locale: Locale, repos = ctx.repos): Promise<Campaign> => {
    const checked = checkCampaign(input);
    if (!checked.ok) throw refusal(checked.error, locale);
    const unknown = await unknownReference({ repos }, checked.value.selection);
    if (unknown) throw badRequest(unknown.key, { ...named(unknown.field, locale), value: unknown.value });
    return checked.value;
  };

  app.get('/api/admin/campaigns', async () => ({ items: (await ctx.repos.campaigns.list()).map((c) => adminView(c, ctx.now())) }));

  app.get('/api/admin/campaigns/*', { schema: { params: SlugParams } }, async (request) => adminView(await stored(request), ctx.now()));

  app.post('/api/admin/campaigns', { schema: { body: CampaignCreateRequestSchema } }, async (request, reply) => {
    const locale = localeOf(request);
    const body = request.body;
    assertAddressFree(body.slug, locale);
    const campaign = await validated(
      {
        ...body,
        kind: body.kind ?? DEFAULTS.kind,
        // The CLI's campaigns were public from their creation; the editor says `draft` first.
        state: body.state ?? 'scheduled',
        text: body.text ?? DEFAULTS.text,
        hero_image: body.hero_image ?? DEFAULTS.hero_image,
        sort: { ...DEFAULTS.sort, ...body.sort } as Campaign['sort'],
      },
      locale,
    );
    const created = await ctx.transaction(async (repos) => {
      if (await repos.campaigns.find(campaign.slug)) throw conflict(msg('campaign_slug_taken'), { ...named('slug', locale), slug: campaign.slug });
      return repos.campaigns.insert(campaign, ctx.now().toISOString());
    });
    return reply.code(201).send(adminView(created, ctx.now()));
  });

  app.patch('/api/admin/campaigns/*', { schema: { params: SlugParams, body: CampaignPatchRequestSchema } }, async (request) => {
    const locale = localeOf(request);
    const patch = request.body;
    return ctx.transaction(async (repos) => {
      const current = await stored(request, repos);
      // A patch may change the sort's field or its direction alone.
      const merged = mergeCampaign(current, { ...patch, sort: { ...current.sort, ...patch.sort } });
      assertAddressFree(merged.slug, locale);
      const next = await validated(merged, locale, repos);
      const other = next.slug.toLowerCase() === current.slug.toLowerCase() ? null : await repos.campaigns.find(next.slug);
      if (other) throw conflict(msg('campaign_slug_taken'), { ...named('slug', locale), slug: next.slug });
      return adminView(await repos.campaigns.update(current.id, next, ctx.now().toISOString()), ctx.now());
    });
  });

  app.delete('/api/admin/campaigns/*', { schema: { params: SlugParams } }, async (request) => {
    const campaign = await stored(request);
    await ctx.repos.campaigns.remove(campaign.id);
    return { deleted: campaign.slug };
  });

  // The editor's pickers: categories, brands and flags with their product counts, products by text.
  app.get('/api/admin/campaign-choices', async () => selectionChoices(ctx, CAMPAIGN_FLAGS));

  app.get(
    '/api/admin/campaign-products',
    { schema: { querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 80 })), skus: Type.Optional(Type.String({ maxLength: 60_000 })), locale: Type.Optional(Type.String({ maxLength: 5 })) }) } },
    async (request) => {
      const { q, skus } = request.query;
      if (skus !== undefined) return { items: await productsBySku(ctx, skus.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 500)) };
      const text = (q ?? '').trim();
      return { items: text.length < 2 ? [] : await findProducts(ctx, text) };
    },
  );

  // The live count under the picker: how many products the selection puts on the page now.
  app.post(
    '/api/admin/campaign-count',
    { schema: { body: Type.Object({ selection: CampaignCreateRequestSchema.properties.selection }, { additionalProperties: false }) } },
    async (request) => {
      const locale = localeOf(request);
      const input = request.body.selection;
      const empty = !input.categories?.length && !input.flags?.length && !input.brands?.length && !input.skus?.length && input.max_price === undefined;
      if (empty) return { count: 0 };
      const checked = checkSelection(input);
      if (!checked.ok) throw refusal(checked.error, locale);
      const unknown = await unknownReference(ctx, checked.value);
      if (unknown) throw badRequest(unknown.key, { ...named(unknown.field, locale), value: unknown.value });
      const probe = { selection: checked.value, sort: DEFAULTS.sort } as Campaign;
      return { count: (await selectProducts(ctx, probe, locale, 1, 1)).total_count };
    },
  );

  /**
   * The page exactly as shoppers will get it while it runs, drafts included, for the console's
   * preview (never cached: the manager's next save must show).
   */
  app.get(
    '/api/admin/campaign-preview/*',
    { schema: { params: SlugParams, querystring: PageQuerySchema, response: { 200: CampaignPageSchema } } },
    async (request, reply) => {
      const campaign = await stored(request);
      reply.header('Cache-Control', 'no-store');
      return campaignPage(ctx, campaign, localeOf(request), listOptions(request.query), runningInstant(campaign, ctx.now()));
    },
  );

  // The hero image as the browser sends a file: its bytes, typed `image/…`.
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: HERO_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.post('/api/admin/campaign-hero', { bodyLimit: HERO_MAX_BYTES }, async (request, reply) => {
    const locale = localeOf(request);
    if (!Buffer.isBuffer(request.body)) throw badRequest(msg('campaign_image_unreadable'), named('hero_image', locale));
    const saved = await storeHeroImage(request.body, mediaDir(dbFile(ctx)));
    if (!saved.ok) throw badRequest(saved.error.key, { ...named('hero_image', locale), ...saved.error.parameters });
    return reply.code(201).send(saved.value);
  });
}

/** `fieldName` in the operator's words, `field` as the form knows it. */
function named(field: string, locale: Locale): { field: string; fieldName: string } {
  return { field, fieldName: FIELD_LABELS[field]?.[locale] ?? field };
}

/** Dates as the Douala operator reads them, not as stored. */
function doualaTime(iso: string, locale: Locale): string {
  return `${new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Africa/Douala' }).format(new Date(iso))} (${locale === 'en' ? 'Douala time' : 'heure de Douala'})`;
}

/** A contrast ratio as the operator's language writes it ("2,88" in French), with at least `decimals` decimals. */
function ratioIn(value: string | number | undefined, locale: Locale, decimals: number): string {
  return formatNumber(Number(value), locale, { min: decimals, max: 2 });
}

/**
 * A model refusal as the API answers it: the field named in the request's language, dates in
 * Douala time, contrast ratios with the language's decimal sign.
 */
function refusal(error: Invalid, locale: Locale): ApiError {
  const parameters = { ...error.parameters };
  for (const key of ['starts_at', 'ends_at']) {
    if (typeof parameters[key] === 'string') parameters[key] = doualaTime(parameters[key], locale);
  }
  if (error.key === 'campaign_low_contrast') {
    parameters['ratio'] = ratioIn(parameters['ratio'], locale, 2);
    parameters['minimum'] = ratioIn(parameters['minimum'], locale, 0);
  }
  const field = typeof parameters['fieldName'] === 'string' ? parameters['fieldName'] : null;
  return badRequest(error.key, field ? { ...parameters, ...named(field, locale) } : parameters);
}
