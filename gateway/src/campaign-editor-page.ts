import { pageCss, pageHtml, pageScript, pageTexts, switchableTop } from './operator-page.ts';

/** Every word of the campaign editor, in both languages of the shop's staff. */
export const CAMPAIGN_EDITOR_TEXTS = pageTexts('campaignEditor');

/**
 * The campaign editor's page: its own tiny app beside the storefront, like the console (no
 * shell, no remote). Every visible word comes from the operator pages' JSON texts through
 * `data-t` attributes, so the markup below holds none. The script is a file of its own
 * (`campaign-editor-client.js`, plain browser JavaScript) so the page needs no inline script.
 */
export const CAMPAIGN_EDITOR_HTML = pageHtml({
  lang: 'fr',
  title: '',
  stylesheet: '/operator/campaign-editor.css',
  script: '/operator/campaign-editor.js',
  body: `${switchableTop({ noRole: false })}<section id="list-section" hidden aria-labelledby="list-title">
  <h2 id="list-title" data-t="listTitle"></h2>
  <table id="campaigns">
    <thead><tr><th data-t="colAddress"></th><th data-t="colTitle"></th><th data-t="colState"></th><th data-t="colStart"></th><th data-t="colEnd"></th><th data-t="colActions"></th></tr></thead>
    <tbody></tbody>
  </table>
  <p><button type="button" id="new-campaign" data-t="newCampaign"></button></p>
</section>
<form id="editor" hidden novalidate aria-labelledby="form-title">
  <h2 id="form-title"></h2>
  <fieldset>
    <legend data-t="sectionPage"></legend>
    <label for="f-slug" data-t="address"></label>
    <div class="slug"><span>/</span><input id="f-slug" name="slug" autocomplete="off" spellcheck="false" aria-describedby="f-slug-hint f-slug-error"></div>
    <p class="hint" id="f-slug-hint" data-t="addressHint"></p>
    <p class="error" id="f-slug-error"></p>
    <label for="f-kind" data-t="kind"></label>
    <select id="f-kind" aria-describedby="f-kind-error"><option value="campaign" data-t="kindCampaign"></option><option value="brand" data-t="kindBrand"></option></select>
    <p class="error" id="f-kind-error"></p>
  </fieldset>
  <fieldset>
    <legend data-t="sectionTexts"></legend>
    <label for="f-title-fr" data-t="titleFr"></label>
    <input id="f-title-fr" maxlength="120" aria-describedby="f-title-fr-error">
    <p class="error" id="f-title-fr-error"></p>
    <label for="f-title-en" data-t="titleEn"></label>
    <input id="f-title-en" maxlength="120" aria-describedby="f-title-en-error">
    <p class="error" id="f-title-en-error"></p>
    <label for="f-text-fr" data-t="textFr"></label>
    <textarea id="f-text-fr" rows="3" maxlength="4000" aria-describedby="f-text-fr-error"></textarea>
    <p class="error" id="f-text-fr-error"></p>
    <label for="f-text-en" data-t="textEn"></label>
    <textarea id="f-text-en" rows="3" maxlength="4000" aria-describedby="f-text-en-error"></textarea>
    <p class="error" id="f-text-en-error"></p>
  </fieldset>
  <fieldset>
    <legend data-t="sectionColours"></legend>
    <div class="colours">
      <div><label for="f-colour-background" data-t="colourBackground"></label><input type="color" id="f-colour-background" aria-describedby="f-colour-background-error"></div>
      <div><label for="f-colour-text" data-t="colourText"></label><input type="color" id="f-colour-text" aria-describedby="contrast f-colour-text-error"></div>
      <div><label for="f-colour-accent" data-t="colourAccent"></label><input type="color" id="f-colour-accent" aria-describedby="f-colour-accent-error"></div>
    </div>
    <p id="contrast" aria-live="polite"></p>
    <div id="sample" aria-hidden="true"><span id="sample-title"></span> <span id="sample-badge"></span></div>
    <p class="error" id="f-colour-background-error"></p>
    <p class="error" id="f-colour-text-error"></p>
    <p class="error" id="f-colour-accent-error"></p>
  </fieldset>
  <fieldset>
    <legend data-t="sectionDates"></legend>
    <label for="f-starts" data-t="starts"></label>
    <input type="datetime-local" id="f-starts" aria-describedby="f-starts-error">
    <p class="error" id="f-starts-error"></p>
    <label for="f-ends" data-t="ends"></label>
    <input type="datetime-local" id="f-ends" aria-describedby="f-ends-error">
    <p class="error" id="f-ends-error"></p>
  </fieldset>
  <fieldset>
    <legend data-t="sectionImage"></legend>
    <label for="f-hero" data-t="heroImage"></label>
    <input type="file" id="f-hero" accept="image/jpeg,image/png,image/webp,image/avif" aria-describedby="hero-status f-hero-error">
    <p id="hero-status" aria-live="polite"></p>
    <img id="hero-preview" alt="" hidden width="160" height="160">
    <p><button type="button" id="hero-remove" data-t="heroRemove" hidden></button></p>
    <p class="error" id="f-hero-error"></p>
  </fieldset>
  <fieldset id="f-selection" aria-describedby="count f-selection-error">
    <legend data-t="sectionProducts"></legend>
    <p class="hint" data-t="selectionHint"></p>
    <p id="count" role="status" aria-live="polite"></p>
    <p class="error" id="f-selection-error"></p>
    <div class="pickers">
      <fieldset id="f-categories" class="picker" aria-describedby="f-categories-error">
        <legend data-t="categories"></legend>
        <label class="filter"><span data-t="categoriesFilter"></span> <input type="search" id="categories-filter"></label>
        <div class="options" id="categories-options"></div>
        <p class="error" id="f-categories-error"></p>
      </fieldset>
      <fieldset id="f-brands" class="picker" aria-describedby="f-brands-error">
        <legend data-t="brands"></legend>
        <label class="filter"><span data-t="brandsFilter"></span> <input type="search" id="brands-filter"></label>
        <div class="options" id="brands-options"></div>
        <p class="error" id="f-brands-error"></p>
      </fieldset>
      <fieldset id="f-flags" class="picker" aria-describedby="f-flags-error">
        <legend data-t="flags"></legend>
        <div class="options" id="flags-options"></div>
        <p class="error" id="f-flags-error"></p>
      </fieldset>
      <fieldset id="f-skus" class="picker" aria-describedby="f-skus-error">
        <legend data-t="products"></legend>
        <label for="product-search" data-t="productSearch"></label>
        <input type="search" id="product-search" autocomplete="off">
        <ul id="product-results"></ul>
        <ul id="product-chosen"></ul>
        <p class="error" id="f-skus-error"></p>
      </fieldset>
    </div>
    <div class="caps">
      <div><label for="f-max-price" data-t="maxPrice"></label><input id="f-max-price" inputmode="numeric" aria-describedby="f-max-price-error"><p class="error" id="f-max-price-error"></p></div>
      <div><label for="f-max-percent-off" data-t="maxPercentOff"></label><input id="f-max-percent-off" inputmode="numeric" aria-describedby="f-max-percent-off-error"><p class="error" id="f-max-percent-off-error"></p></div>
      <div><label for="f-hours" data-t="hours"></label><input id="f-hours" inputmode="numeric" aria-describedby="f-hours-error"><p class="error" id="f-hours-error"></p></div>
    </div>
  </fieldset>
  <fieldset>
    <legend data-t="sectionSort"></legend>
    <label for="f-sort-field" data-t="sortField"></label>
    <select id="f-sort-field" aria-describedby="f-sort-error"></select>
    <label for="f-sort-direction" data-t="sortDirection"></label>
    <select id="f-sort-direction"><option value="desc" data-t="dirDesc"></option><option value="asc" data-t="dirAsc"></option></select>
    <p class="error" id="f-sort-error"></p>
  </fieldset>
  <div class="actions">
    <p id="form-error" role="alert"></p>
    <button type="button" id="save-draft" data-t="saveDraft"></button>
    <button type="button" id="schedule" data-t="schedule"></button>
    <button type="button" id="publish-now" data-t="publishNow"></button>
    <a id="preview-saved" target="_blank" rel="noopener" hidden data-t="previewSaved"></a>
    <button type="button" id="cancel" data-t="cancel"></button>
  </div>
</form>
`,
});

export const CAMPAIGN_EDITOR_CSS = pageCss(
  { width: '60rem', switchable: true },
  `fieldset{border:1px solid #ddd;border-radius:6px;margin:0 0 1rem;padding:.5rem .75rem}
legend{font-weight:600;padding:0 .25rem}
label{display:block;margin:.5rem 0 .2rem}
input,select,textarea{font:inherit;box-sizing:border-box;max-width:100%}
input:not([type]),input[type=search],textarea{width:100%}
input[type=color]{width:4rem;height:2.2rem;padding:0}
.slug{display:flex;align-items:center;gap:.25rem}
.hint{color:#555;font-size:13px;margin:.2rem 0}
[aria-invalid=true]{outline:2px solid #a40000;outline-offset:1px}
.colours,.caps{display:flex;flex-wrap:wrap;gap:1rem}
#sample{display:inline-block;padding:.5rem 1rem;border-radius:6px;margin:.25rem 0}
#sample-badge{display:inline-block;padding:0 .5rem;border-radius:999px;color:#111;font-size:13px}
.pickers{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:.75rem}
.picker .options{max-height:14rem;overflow:auto;border:1px solid #eee;padding:.25rem}
.picker .options label{display:flex;gap:.4rem;margin:.1rem 0;font-size:14px}
.picker .filter{font-size:13px}
#product-results,#product-chosen{list-style:none;padding:0;margin:.25rem 0;font-size:14px}
#product-results li,#product-chosen li{display:flex;justify-content:space-between;gap:.5rem;padding:.15rem 0;border-bottom:1px solid #f0f0f0}
#count{font-weight:600}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;position:sticky;bottom:0;background:#fff;padding:.5rem 0;border-top:1px solid #ddd}
#form-error{flex-basis:100%;margin:0;color:#a40000;font-weight:600}
#form-error:empty{display:none}
`,
);

/** The script, with the texts of both languages in front of it. */
export const CAMPAIGN_EDITOR_JS = pageScript(CAMPAIGN_EDITOR_TEXTS, 'campaign-editor-client.js');
