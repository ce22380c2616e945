import axe from 'axe-core';
import type {
  AdminMedia,
  AdminPopup,
  AdminPromotion,
  AdminSiteOption,
  AdminSlider,
  AdminTranslation,
} from '@lale/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, signInAs, stubFetch, type FetchCall } from './support.tsx';

/*
 * The Content screen (issue #27): the promotions list, a new promotion's exact body, a picture upload
 * (base64 of the chosen file) filling the picture field, the server's field errors shown by their
 * fields, the list's moves and deletes, the keyed settings edited in place, and a role that may only
 * read seeing no write buttons.
 */

const CMS = '/api/admin/cms';

const SUMMER: AdminPromotion = {
  id: 7,
  sortOrder: 1,
  active: true,
  title: { tr: 'Yaz bonusu', en: 'Summer bonus' },
  description: { tr: '<p>Yaz</p>', en: '<p>Summer</p>' },
  images: { card: '/media/uploads/aaa.png', detail: '/media/uploads/bbb.png' },
};
const WELCOME: AdminPromotion = {
  id: 9,
  sortOrder: 2,
  active: false,
  title: { tr: 'Hoş geldin', en: 'Welcome offer' },
  description: { tr: '<p>Merhaba</p>', en: '<p>Hello</p>' },
  images: { card: '/media/uploads/ccc.png', detail: '/media/uploads/ddd.png' },
};
const UPLOADED: AdminMedia = {
  id: 3,
  url: `/media/uploads/${'e'.repeat(64)}.png`,
  fileName: 'banner.png',
  contentType: 'image/png',
  bytes: 8,
  uploadedBy: 'content',
  createdAt: '2026-05-01T10:00:00.000Z',
};
const SLIDE: AdminSlider = {
  id: 2,
  sortOrder: 1,
  active: true,
  slug: 'home',
  url: '/casino',
  title: { tr: 'Çevir kazan', en: 'Spin and win' },
  images: { sm: '/media/slide-sm.png', md: '/media/slide-md.png', lg: '/media/slide-lg.png' },
};
const POPUP: AdminPopup = {
  id: 5,
  active: true,
  url: '/promotions',
  images: { sm: '/media/pop-sm.png', md: '/media/pop-md.png', lg: '/media/pop-lg.png' },
};
const TRANSLATIONS: AdminTranslation[] = [
  { locale: 'en', key: 'home.welcome', value: 'Welcome to Lale' },
  { locale: 'tr', key: 'header.login', value: 'Giriş' },
];
const OPTIONS: AdminSiteOption[] = [
  { key: 'livechat.id', value: '12345', status: true },
  { key: 'support.mail', value: 'help@example.com', status: false },
];

const refused = (errors: Record<string, string>) =>
  Response.json({ success: false, message: 'Validation failed.', data: { errors } }, { status: 400 });

/** The API as the Content screen calls it; `write` answers the writes (default: echo a saved item). */
function serve(write?: (call: FetchCall) => unknown) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (call.method !== 'GET') {
      const answer = write?.(call);
      if (answer !== undefined) return answer;
      if (path === `${CMS}/media`) return UPLOADED;
      if (path === `${CMS}/promotions`) return { id: 11, sortOrder: 3, ...(call.body as object) };
      return null;
    }
    if (path === `${CMS}/promotions`) return [SUMMER, WELCOME];
    if (path === `${CMS}/media`) return { items: [UPLOADED], total: 1 };
    if (path === `${CMS}/translations`) return TRANSLATIONS;
    if (path === `${CMS}/site-options`) return OPTIONS;
    if (path.startsWith(CMS)) return [];
    return { items: [], total: 0 };
  });
}

const writes = (calls: FetchCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.url.pathname, call.body]);

// The previews are sandboxed frames of their own: axe checks their title, not inside them.
const axeOptions: axe.RunOptions = {
  iframes: false,
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};
async function axeViolations(node: Element = document.body) {
  const result = await axe.run(node, axeOptions);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

async function openPromotions() {
  renderAt('/content', <AppRoutes />);
  expect(await screen.findByRole('heading', { name: 'Content', level: 1 })).toBeInTheDocument();
  return screen.findByRole('table', { name: /Promotions/ });
}

describe('the Content screen', () => {
  it('lists the promotions in order with picture, English title and state', async () => {
    signInAs('content');
    serve();
    const table = await openPromotions();
    expect(screen.getByRole('tab', { name: 'Promotions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Promotions',
      'Sliders',
      'Pages',
      'Popups',
      'Pictures',
      'Translations',
      'Site options',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('img', { name: 'Summer bonus' })).toHaveAttribute(
      'src',
      '/media/uploads/aaa.png',
    );
    expect(rows[0]).toHaveTextContent('1');
    expect(rows[0]).toHaveTextContent('Yaz bonusu');
    expect(within(rows[0]!).getByText('Published')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up Summer bonus' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Welcome offer' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Content' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('creates a promotion with exactly the fields of the contract, and previews the body sandboxed', async () => {
    signInAs('content');
    const calls = serve();
    await openPromotions();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promotion' });
    const inDialog = within(dialog);

    // Nothing is sent while the contract refuses the form.
    await user.click(inDialog.getByRole('button', { name: 'Save promotion' }));
    expect(await inDialog.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(inDialog.getByLabelText('Title (Turkish)')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);

    await user.type(inDialog.getByLabelText('Title (Turkish)'), 'Kış bonusu');
    await user.type(inDialog.getByLabelText('Title (English)'), 'Winter bonus');
    await user.type(inDialog.getByLabelText('Body (Turkish)'), '<p>Kış</p>');
    await user.type(inDialog.getByLabelText('Body (English)'), '<p>Winter <strong>bonus</strong></p>');
    await user.type(inDialog.getByLabelText('Card picture'), '/media/uploads/card.png');
    await user.type(inDialog.getByLabelText('Detail picture'), '/media/uploads/detail.png');
    await user.click(inDialog.getByRole('checkbox', { name: /Published/ }));

    const preview = inDialog.getByTitle('Preview (English)');
    expect(preview.tagName).toBe('IFRAME');
    expect(preview).toHaveAttribute('sandbox', '');
    await waitFor(() =>
      expect(preview.getAttribute('srcdoc')).toContain('<p>Winter <strong>bonus</strong></p>'),
    );
    expect(await axeViolations(dialog)).toEqual([]);

    await user.click(inDialog.getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByText('Promotion saved.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual([
      [
        'POST',
        `${CMS}/promotions`,
        {
          title: { tr: 'Kış bonusu', en: 'Winter bonus' },
          description: { tr: '<p>Kış</p>', en: '<p>Winter <strong>bonus</strong></p>' },
          images: { card: '/media/uploads/card.png', detail: '/media/uploads/detail.png' },
          active: true,
        },
      ],
    ]);
  });

  it('uploads a chosen file as base64 and fills the picture field with the answered address', async () => {
    signInAs('content');
    const calls = serve();
    await openPromotions();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Summer bonus' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit promotion: Summer bonus' });
    expect(within(editor).getByLabelText('Card picture')).toHaveValue('/media/uploads/aaa.png');
    await user.click(within(editor).getByRole('button', { name: 'Choose picture… for Card picture' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose picture: Card picture' });
    // The library is listed (alt text: the file name).
    expect(await within(picker).findByRole('img', { name: 'banner.png' })).toBeInTheDocument();
    expect(await axeViolations(picker)).toEqual([]);

    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const file = new File([bytes], 'banner.png', { type: 'image/png' });
    await user.upload(within(picker).getByLabelText('Upload picture'), file);

    await waitFor(() => expect(within(editor).getByLabelText('Card picture')).toHaveValue(UPLOADED.url));
    expect(screen.queryByRole('dialog', { name: /Choose picture/ })).toBeNull();
    expect(writes(calls)).toEqual([
      ['POST', `${CMS}/media`, { fileName: 'banner.png', contentType: 'image/png', data: 'iVBORw0KGgo=' }],
    ]);

    // Saved: the whole promotion is replaced, with the new picture.
    await user.click(within(editor).getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByText('Promotion saved.')).toBeVisible();
    expect(writes(calls).at(-1)).toEqual([
      'PUT',
      `${CMS}/promotions/7`,
      {
        title: SUMMER.title,
        description: SUMMER.description,
        images: { card: UPLOADED.url, detail: SUMMER.images.detail },
        active: true,
      },
    ]);
  });

  it('refuses an SVG before sending anything', async () => {
    signInAs('content');
    const calls = serve();
    renderAt('/content?tab=pictures', <AppRoutes />);
    const input = await screen.findByLabelText('Upload picture');
    expect(await screen.findByRole('img', { name: 'banner.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy address of banner.png' })).toBeInTheDocument();
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(input, svg, { applyAccept: false });
    expect(await screen.findByText(/SVG is not accepted\)/)).toBeVisible();
    expect(writes(calls)).toEqual([]);
  });

  it("shows the server's field errors by their fields", async () => {
    signInAs('content');
    serve((call) =>
      call.url.pathname === `${CMS}/promotions`
        ? refused({
            'title.tr': 'Bu başlık zaten var.',
            'description.en': 'Nothing is left once the disallowed markup is removed.',
          })
        : undefined,
    );
    await openPromotions();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New promotion' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New promotion' }));
    await user.type(dialog.getByLabelText('Title (Turkish)'), 'Yaz');
    await user.type(dialog.getByLabelText('Title (English)'), 'Summer');
    await user.type(dialog.getByLabelText('Body (Turkish)'), '<p>Yaz</p>');
    await user.type(dialog.getByLabelText('Body (English)'), '<script>alert(1)</script>');
    await user.type(dialog.getByLabelText('Card picture'), '/media/a.png');
    await user.type(dialog.getByLabelText('Detail picture'), '/media/b.png');
    await user.click(dialog.getByRole('button', { name: 'Save promotion' }));

    const body = dialog.getByLabelText('Body (English)');
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    expect(body).toHaveAccessibleDescription(/Nothing is left once the disallowed markup is removed\./);
    expect(dialog.getByLabelText('Title (Turkish)')).toHaveAccessibleDescription('Bu başlık zaten var.');
    expect(dialog.getByText('Validation failed.')).toBeVisible();
    // The dialog stays open with what was typed.
    expect(dialog.getByLabelText('Title (English)')).toHaveValue('Summer');
  });

  it('moves a promotion down (every id once) and deletes one after confirming', async () => {
    signInAs('content');
    const calls = serve((call) =>
      call.url.pathname.endsWith('/reorder')
        ? [
            { ...WELCOME, sortOrder: 1 },
            { ...SUMMER, sortOrder: 2 },
          ]
        : undefined,
    );
    await openPromotions();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move down Summer bonus' }));
    expect(await screen.findByText('“Summer bonus” moved down.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete Welcome offer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete promotion: Welcome offer' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete promotion' }));
    expect(await screen.findByText('Promotion “Welcome offer” deleted.')).toBeVisible();
    expect(writes(calls)).toEqual([
      ['POST', `${CMS}/promotions/reorder`, { ids: [9, 7] }],
      ['DELETE', `${CMS}/promotions/9`, {}],
    ]);
  });

  it('edits a translation and a site option in place', async () => {
    signInAs('content');
    const calls = serve((call) => (call.method === 'PUT' ? call.body : undefined));
    renderAt('/content?tab=translations', <AppRoutes />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit home.welcome (English)' }));
    const text = screen.getByRole('textbox', { name: 'Text of home.welcome (English)' });
    expect(text).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await user.clear(text);
    await user.type(text, 'Hello from Lale');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Text of home.welcome (English) saved.')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'giriş');
    expect(screen.queryByText('home.welcome')).toBeNull();
    expect(screen.getByText('header.login')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Site options' }));
    await user.click(await screen.findByRole('button', { name: 'Edit livechat.id' }));
    const value = screen.getByRole('textbox', { name: 'Value of livechat.id' });
    expect(await axeViolations()).toEqual([]);
    await user.clear(value);
    await user.type(value, '67890{Enter}');
    expect(await screen.findByText('Option livechat.id saved.')).toBeVisible();
    expect(writes(calls)).toEqual([
      ['PUT', `${CMS}/translations`, { locale: 'en', key: 'home.welcome', value: 'Hello from Lale' }],
      ['PUT', `${CMS}/site-options/livechat.id`, { value: '67890', status: true }],
    ]);
  });

  it('edits sliders, pages and popups with every field of their contracts (axe-clean)', async () => {
    signInAs('content');
    const calls = stubFetch((call) => {
      const path = call.url.pathname;
      if (call.method !== 'GET') return { id: 21, sortOrder: 1, ...(call.body as object) };
      if (path === '/api/cms/grouped')
        return { categoryList: [{ id: 4, name: 'Kurumsal', contentList: [] }] };
      if (path === `${CMS}/sliders`) return [SLIDE];
      if (path === `${CMS}/popups`) return [{ ...POPUP, id: 6 }, POPUP];
      return [];
    });
    renderAt('/content?tab=sliders', <AppRoutes />);
    const user = userEvent.setup();
    expect(await screen.findByRole('img', { name: 'Spin and win' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Carousel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Spin and win' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit slider: Spin and win' });
    expect(within(dialog).getByLabelText('Carousel (slug)')).toHaveValue('home');
    expect(within(dialog).getByLabelText('Picture (1200 px and wider)')).toHaveValue('/media/slide-lg.png');
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('tab', { name: 'Pages' }));
    await user.click(await screen.findByRole('button', { name: 'New page' }));
    dialog = await screen.findByRole('dialog', { name: 'New page' });
    const inPage = within(dialog);
    await user.selectOptions(await inPage.findByRole('combobox', { name: 'Category' }), 'Kurumsal (#4)');
    await user.type(inPage.getByLabelText('Title (Turkish)'), 'Hakkımızda');
    await user.type(inPage.getByLabelText('Title (English)'), 'About us');
    await user.type(inPage.getByLabelText('Body (Turkish)'), '<h2>Biz</h2>');
    await user.type(inPage.getByLabelText('Body (English)'), '<h2>Us</h2>');
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(inPage.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Page saved.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Popups' }));
    expect(await screen.findByText('Published · on the site')).toBeInTheDocument();
    expect(screen.getByText('A newer popup is shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Popup 5' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit popup: Popup 5' });
    await user.clear(within(dialog).getByLabelText('Link (optional)'));
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save popup' }));
    expect(await screen.findByText('Popup saved.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    expect(writes(calls)).toEqual([
      [
        'POST',
        `${CMS}/pages`,
        {
          categoryId: 4,
          title: { tr: 'Hakkımızda', en: 'About us' },
          description: { tr: '<h2>Biz</h2>', en: '<h2>Us</h2>' },
          active: false,
        },
      ],
      // A blank link is no link.
      ['PUT', `${CMS}/popups/5`, { images: POPUP.images, url: null, active: true }],
    ]);
  });

  it('shows a role without content.edit (the analyst) no write buttons', async () => {
    signInAs('analyst');
    serve();
    const table = await openPromotions();
    expect(within(table).getByRole('img', { name: 'Summer bonus' })).toBeInTheDocument();
    const writeButton = /^(New|Edit|Delete|Move|Publish|Unpublish|Choose|Save)/;
    expect(screen.queryAllByRole('button', { name: writeButton })).toEqual([]);
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Pictures' }));
    expect(await screen.findByRole('img', { name: 'banner.png' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Upload picture')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Translations' }));
    expect(await screen.findByText('home.welcome')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: writeButton })).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Site options' }));
    expect(await screen.findByText('livechat.id')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: writeButton })).toEqual([]);
  });
});
