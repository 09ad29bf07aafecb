// For a signed-in person, the scripts every signed-in page runs but the start asks for only once it knows the
// session (the frame's antd), fetched from the first moment, beside the start's (issue 26): index.html names them in
// a meta tag and inlines this at the end of its head (prepaint-plugin.js). Inlined verbatim: its hash is in the
// Content-Security-Policy (api/src/plugins/security.ts).
(function () {
  function preloadSignedInScripts(document, storage) {
    var session;
    try {
      session = JSON.parse(storage.getItem('user'));
    } catch {
      session = null;
    }
    var named = document.querySelector('meta[name="signed-in-scripts"]');
    if (!session || !session.employee_id || !named) return [];
    var files = named.content.split(' ');
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = files[i];
      document.head.appendChild(link);
    }
    return files;
  }

  if (typeof module === 'object' && module.exports) {
    module.exports = { preloadSignedInScripts: preloadSignedInScripts };
  } else {
    try {
      preloadSignedInScripts(document, window.localStorage);
    } catch {
      // No storage (private mode): the start fetches them when it asks.
    }
  }
})();
