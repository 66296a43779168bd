/* Inlined into each pre-rendered page by the prerender step (infra/local/src/stack/prerender.ts), which
 * fills in the three arguments. The page is complete HTML and CSS; the app's scripts start at once for a
 * signed-in visitor (the navigation differs) or a path other than the one rendered, otherwise on the
 * visitor's first sign of intent (pointer, touch, key, focus, scroll). Until the app has taken over, a
 * click on a control is held, and the app replays it (shell/src/prerender/handoff.ts), as it does a press the
 * hand-over interrupted. The scripts are prefetched once the page is on screen, so that start is quick.
 * A frame (`frame` not null: a page pre-rendered in its loading state) starts the app right after its first paint
 * (a signed-in frame at once), with the chunks its first screen needs preloaded at once: the shell's (`frame.files`;
 * a signed-in frame's head preloads them instead) and the section's files that the prerender step saw the first
 * screen load (`frame.section`), found through /remotes.json and the section's current manifest. */
(function (scripts, prefetch, frame) {
  var root = document.getElementById('root');
  var signedIn = false;
  try {
    for (var i = 0; i < localStorage.length; i++) if (/^sb-.+-auth-token$/.test(localStorage.key(i) || '')) signedIn = true;
  } catch (e) {}
  // A signed-in frame (`frame.signedIn`: a guarded page as a member first sees it) is not for anyone else: they get
  // the app's page, as on app.html (its guard sends them to sign in). Its CSS has kept the frame hidden.
  if (frame && frame.signedIn && !signedIn) root.textContent = '';
  var INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
  var CONTROL = 'a[href], button, summary, label, [role="button"], input[type="checkbox"], input[type="radio"]';
  var PRESS = ['pointerdown', 'keydown'];
  var LIFT = ['pointerup', 'pointercancel', 'keyup'];
  var started = false;
  /** A frame's first requests, which the app takes over (see start). */
  var early = {};
  var handoff = (window.__pitchsidePrerender = {
    children: Array.prototype.slice.call(root.children),
    click: null,
    pressed: null,
    focused: null,
    animationStart: null,
    release: release,
  });

  /** Preloads scripts, a few per task: inserting twenty links at once is a long task on a phone. */
  function preload(hrefs) {
    var links = document.createDocumentFragment();
    hrefs.slice(0, 5).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
    if (hrefs.length > 5)
      setTimeout(function () {
        preload(hrefs.slice(5));
      }, 0);
  }

  /** The section's first-screen files, from wherever /remotes.json says the section is deployed now. */
  function preloadSection(section) {
    early['/remotes.json']
      .then(function (response) {
        return response.ok ? response.clone().json() : {};
      })
      .then(function (remotes) {
        if (typeof remotes[section.name] !== 'string') return;
        var manifest = new URL(remotes[section.name], location.href);
        // the federation runtime reads a copy of this response (shared-ui/build/federation-runtime/early-manifest-plugin.js)
        early[manifest.href] = fetch(manifest.href);
        return early[manifest.href].then(function (response) {
          return response.clone().text().then(function (text) {
            // Only files of the section's current build: a file the manifest does not name is from an older one.
            preload(
              section.files
                .filter(function (file) {
                  return file === 'remoteEntry.js' || text.indexOf('"' + file + '"') !== -1;
                })
                .map(function (file) {
                  return new URL(file, manifest).href;
                }),
            );
          });
        });
      })
      .catch(function () {});
  }

  // A pointer that did not move is no intent: the browser sends such a move to a page that appears under a resting
  // pointer, and after layout changes beneath it.
  function intent(event) {
    if (event.type !== 'pointermove' || event.movementX || event.movementY) start();
  }

  function start() {
    if (started) return;
    started = true;
    // The app's elements will continue the page's CSS animations (counters, taglines) from here. A frame has
    // none worth it (a loading spinner), and reading them costs a phone a long task as the app starts.
    if (!frame && document.getAnimations)
      document.getAnimations().forEach(function (animation) {
        if (animation.startTime !== null && (handoff.animationStart === null || animation.startTime < handoff.animationStart))
          handoff.animationStart = animation.startTime;
      });
    INTENT.forEach(function (type) {
      removeEventListener(type, intent, true);
    });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.onerror = fail;
      document.head.appendChild(script);
    });
    if (frame) {
      // The app's first requests, started now rather than once its scripts have run: the run-time config (the
      // backend's address) and where the sections are. The app reads copies of these responses (fetchNoStore).
      window.__pitchsideEarly = early;
      ['/config.json', '/remotes.json'].forEach(function (url) {
        early[url] = fetch(url, { cache: 'no-store' });
      });
      // (a signed-in frame's head preloads the shell's chunks itself)
      preload(frame.files);
      if (frame.section) preloadSection(frame.section);
    }
  }

  /** No modifier key: a click or press with one does something else (a new tab, a selection). */
  function plain(event) {
    return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
  }

  /** A control of the pre-rendered page: once the app has put its own elements in, they take their clicks. */
  function controlAt(target) {
    var control = target.closest && target.closest(CONTROL);
    return control && handoff.children.some(function (child) {
      return child.isConnected && child.contains(control);
    }) ? control : null;
  }

  /** The control a plain primary-button event is on, if it is one of the page's. */
  function controlOf(event) {
    return event.button === 0 && plain(event) ? controlAt(event.target) : null;
  }

  function hold(event) {
    var control = controlOf(event);
    if (!control) return;
    event.preventDefault();
    handoff.click = control;
    start();
  }

  /**
   * A press (the primary button, or the space bar on a focused control: it clicks on release, and scrolls past a
   * link) starts the app, which may replace the page before the release. The browser then clicks nothing, so the
   * pressed control becomes the click to replay, or, still pressed when the app has taken over, the app's to watch.
   */
  function press(event) {
    if (event.type === 'pointerdown') handoff.pressed = controlOf(event);
    else if (event.key === ' ') {
      var control = plain(event) ? controlAt(event.target) : null;
      handoff.pressed = control && control.tagName !== 'A' ? control : null;
    }
  }

  function lift(event) {
    if (event.type === 'keyup' && event.key !== ' ') return;
    if (event.type !== 'pointercancel' && handoff.pressed && !handoff.pressed.isConnected && !handoff.click) handoff.click = handoff.pressed;
    handoff.pressed = null;
  }

  function track(event) {
    if (root.contains(event.target)) handoff.focused = event.target;
  }

  /** The app has taken over: stop holding clicks. */
  function release() {
    removeEventListener('click', hold, true);
    PRESS.forEach(function (type) {
      removeEventListener(type, press, true);
    });
    LIFT.forEach(function (type) {
      removeEventListener(type, lift, true);
    });
    removeEventListener('focusin', track, true);
  }

  /** The app could not load: the page stays plain HTML, and a held link is followed. */
  function fail() {
    release();
    if (handoff.click && handoff.click.href) location.assign(handoff.click.href);
    handoff.click = null;
  }

  addEventListener('click', hold, true);
  PRESS.forEach(function (type) {
    addEventListener(type, press, true);
  });
  LIFT.forEach(function (type) {
    addEventListener(type, lift, true);
  });
  addEventListener('focusin', track, true);

  var path = location.pathname.length > 1 ? location.pathname.replace(/\/$/, '') : '/';
  if (signedIn || (frame && frame.signedIn) || path !== root.getAttribute('data-prerendered')) start();
  // After the frame's first paint, so nothing competes with it.
  else if (frame)
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  else
    INTENT.forEach(function (type) {
      addEventListener(type, intent, { capture: true, passive: true });
    });

  // Once the page has loaded and been painted (an idle moment), so the prefetch never competes with it.
  addEventListener('load', function () {
    // A frame has started, or starts right after its first paint, and preloads instead.
    if (started || frame) return;
    var idle = window.requestIdleCallback || function (task) { setTimeout(task, 200); };
    idle(
      function () {
        if (started) return;
        prefetch.forEach(function (href) {
          var link = document.createElement('link');
          link.rel = 'prefetch';
          link.as = 'script';
          link.href = href;
          document.head.appendChild(link);
        });
      },
      { timeout: 3000 },
    );
  });
})(__SCRIPTS__, __PREFETCH__, __FRAME__);
