// The signed-in frame drawn from index.html before any script arrives (issue 26): the top bar, the sidebar (the
// phone's menu button), the page's heading and skeletons, from the snapshot the app wrote at its last signed-in render
// (src/features/layout/prepaint-snapshot.ts). Inlined verbatim: its hash is in the Content-Security-Policy
// (api/src/plugins/security.ts). Only a picture: hidden from screen readers; the frame's first render removes it.
(function () {
  var SNAPSHOT_KEY = 'prepaint';
  var SESSION_KEY = 'user';

  function readJson(storage, key) {
    try {
      return JSON.parse(storage.getItem(key));
    } catch {
      return null;
    }
  }

  function routeMatches(pattern, path) {
    var wanted = pattern.split('/');
    var given = path.split('/');
    if (wanted.length !== given.length) return false;
    for (var i = 0; i < wanted.length; i++) {
      if (wanted[i].charAt(0) !== ':' && wanted[i] !== given[i]) return false;
      if (wanted[i].charAt(0) === ':' && !given[i]) return false;
    }
    return true;
  }

  // What to draw at `pathname`, or null: signed out, another person's snapshot, or a page without the frame.
  function prepaintPlan(storage, pathname) {
    var session = readJson(storage, SESSION_KEY);
    var snapshot = readJson(storage, SNAPSHOT_KEY);
    if (!session || !snapshot || snapshot.version !== 1 || !session.employee_id) return null;
    if (snapshot.user !== session.employee_id || snapshot.email !== session.email) return null;
    var path = decodeURI(pathname).replace(/^\/+|\/+$/g, '');
    for (var i = 0; i < snapshot.pages.length; i++) {
      var page = snapshot.pages[i];
      if (routeMatches(page.path, path)) return { snapshot: snapshot, page: page, path: path };
    }
    return null;
  }

  function element(document, tag, className, text) {
    var node = document.createElement(tag);
    node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function topBar(document, snapshot) {
    var bar = element(document, 'div', 'pp-bar');
    var menuButton = element(document, 'span', 'pp-button');
    menuButton.appendChild(element(document, 'span', 'pp-menu-icon'));
    var brand = element(document, 'span', 'pp-brand');
    if (snapshot.logo) {
      var logo = element(document, 'img', 'pp-logo');
      logo.src = snapshot.logo;
      logo.alt = '';
      brand.appendChild(logo);
    }
    brand.appendChild(element(document, 'strong', 'pp-company', snapshot.company));
    var account = element(document, 'span', 'pp-account');
    account.appendChild(element(document, 'span', 'pp-avatar'));
    account.appendChild(element(document, 'span', 'pp-name', snapshot.name));
    account.appendChild(element(document, 'span', 'pp-caret'));
    bar.appendChild(menuButton);
    bar.appendChild(brand);
    bar.appendChild(account);
    return bar;
  }

  function sidebar(document, snapshot, path) {
    var side = element(document, 'div', 'pp-side');
    for (var i = 0; i < snapshot.nav.length; i++) {
      var entry = snapshot.nav[i];
      var selected = entry.path === path || (entry.selects && path.indexOf(entry.selects) === 0);
      var item = element(document, 'div', selected ? 'pp-item pp-selected' : 'pp-item');
      item.appendChild(element(document, 'span', 'pp-icon'));
      item.appendChild(element(document, 'span', 'pp-label', entry.label));
      side.appendChild(item);
    }
    return side;
  }

  // Home's dashboard as its own skeleton lays it out (src/features/home/home-skeleton.tsx); one card elsewhere.
  function skeletons(document, page) {
    var blocks = element(document, 'div', 'pp-blocks pp-blocks-' + page.layout);
    if (page.layout === 'home') {
      blocks.appendChild(element(document, 'div', 'pp-line'));
      var stats = element(document, 'div', 'pp-stats');
      for (var i = 0; i < 6; i++) stats.appendChild(element(document, 'div', 'pp-card pp-stat'));
      blocks.appendChild(stats);
      var pair = element(document, 'div', 'pp-pair');
      pair.appendChild(element(document, 'div', 'pp-card pp-tall'));
      pair.appendChild(element(document, 'div', 'pp-card pp-tall'));
      blocks.appendChild(pair);
    }
    blocks.appendChild(element(document, 'div', 'pp-card pp-tall'));
    return blocks;
  }

  function drawPrepaint(document, plan) {
    var snapshot = plan.snapshot;
    var root = document.documentElement;
    root.lang = snapshot.language;
    root.dir = snapshot.direction;
    var frame = element(document, 'div', 'pp');
    frame.id = 'prepaint';
    frame.setAttribute('aria-hidden', 'true');
    frame.appendChild(topBar(document, snapshot));
    var body = element(document, 'div', 'pp-body');
    body.appendChild(sidebar(document, snapshot, plan.path));
    var main = element(document, 'div', 'pp-main');
    main.appendChild(element(document, 'div', 'pp-heading pp-h' + plan.page.level, plan.page.heading));
    main.appendChild(skeletons(document, plan.page));
    body.appendChild(main);
    frame.appendChild(body);
    document.body.appendChild(frame);
    return frame;
  }

  if (typeof module === 'object' && module.exports) {
    module.exports = { prepaintPlan: prepaintPlan, drawPrepaint: drawPrepaint };
  } else {
    try {
      var plan = prepaintPlan(window.localStorage, window.location.pathname);
      if (plan) drawPrepaint(document, plan);
    } catch {
      // No storage (private mode) or an odd snapshot: the app starts as it would without.
    }
  }
})();
