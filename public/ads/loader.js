/*
 * The ad platforms' tags (issue 26, item 2; lib/ads/config.mjs lists them and their hosts). The
 * layout writes this script only when a tag id is set, with the configuration in data-ads. It waits
 * for the page's load event and an idle moment, so nothing of the page waits on a tag.
 *
 * 맞춤형 광고 가이드라인 (PIPC): nothing loads when the visitor refused personalised ads on /privacy
 * (localStorage presale:ads-off) or the browser sends Global Privacy Control; the back office and
 * pages whose address carries a booking link load no tag; no name, phone or other form field is
 * given to a tag (Meta's automatic configuration is switched off). A conversion is reported once per
 * lead or booking id (sessionStorage), with that id as Meta's eventID, the id the server's
 * Conversions API sends, so Meta counts it once.
 *
 * Conversions come from: the forms (a "presale:conversion" event after a 201), a plain form post's
 * result (?lead=ok&lid=<id>, taken out of the address before any tag reads it), and a booking's
 * result page ([data-conversion]). A page whose address must not reach a tag (the booking result)
 * reports through a hidden frame (/ads/frame.html, no referrer) that runs this script again. The
 * frame is sandboxed (allow-scripts only): an opaque origin, so no tag in it can read the page,
 * its address, its storage or its cookies. The page hands it the tags' settings and the
 * conversions by postMessage, once the frame's own script asks for them.
 */
(function () {
  "use strict";
  var me = document.currentScript;
  var inFrame = !!(me && me.hasAttribute("data-frame")) && window.parent !== window;
  var config;
  var pending = [];
  var ready = false;
  var ID = /^[A-Za-z0-9_-]{8,64}$/;
  if (inFrame) {
    // Sandboxed: the page is another origin to this frame. Ask it for the settings and the
    // conversions, take the answer from it alone, then run the tags here.
    window.addEventListener("message", function (event) {
      var d = event.data;
      if (event.source !== window.parent || !d || d.type !== "presale:ads-conversions" || config) return;
      config = d.config;
      var list = Array.isArray(d.conversions) ? d.conversions : [];
      for (var i = 0; i < list.length; i += 1) report(list[i][0], list[i][1], list[i][2]);
      if (pending.length) start();
    });
    window.parent.postMessage({ type: "presale:ads-ready" }, "*");
    return;
  }
  var source = document.querySelector("script[data-ads]");
  try {
    config = JSON.parse(source.getAttribute("data-ads"));
  } catch {
    return;
  }
  try {
    if (localStorage.getItem("presale:ads-off") === "1") return;
  } catch {}
  if (navigator.globalPrivacyControl === true) return;

  var path = location.pathname;
  var privatePage = /^\/admin(\/|$)/i.test(path) || /^\/Promotion\/Visit\/(done|manage|verify)(\/|$)/i.test(path);

  function once(kind, id) {
    var key = "presale:conv:" + kind + ":" + id;
    try {
      if (sessionStorage.getItem(key)) return false;
      sessionStorage.setItem(key, "1");
    } catch {}
    return true;
  }

  function valid(kind, id) {
    return ID.test(id || "") && (kind === "lead" || kind === "schedule");
  }

  function report(kind, id, form) {
    if (!valid(kind, id)) return;
    // In the frame there is no storage (an opaque origin): the page has counted the conversion once.
    if (!inFrame && !once(kind, id)) return;
    if (ready) fire(kind, id, form);
    else pending.push([kind, id, form]);
  }

  function load(src, onload) {
    var s = document.createElement("script");
    s.async = true;
    s.src = src;
    // A blocked or failed script still counts as done, so the other platforms' conversions go out.
    if (onload) s.onload = s.onerror = onload;
    document.head.appendChild(s);
  }

  function fire(kind, id, form) {
    if (config.naver && window.wcs && window.wcs.trans) window.wcs.trans({ type: kind === "schedule" ? "schedule" : "lead" });
    if (config.kakao && window.kakaoPixel) window.kakaoPixel(config.kakao.id).participation(kind === "schedule" ? "schedule" : "lead");
    if (config.meta && window.fbq) window.fbq("track", kind === "schedule" ? "Schedule" : "Lead", {}, { eventID: id });
    if (window.gtag) {
      if (config.ga4) window.gtag("event", "generate_lead", { send_to: config.ga4.id, lead_source: form || (kind === "schedule" ? "visit-booking" : "form") });
      var ads = config.googleAds;
      var label = ads && (kind === "schedule" ? ads.bookingLabel || ads.leadLabel : ads.leadLabel);
      if (label) window.gtag("event", "conversion", { send_to: ads.id + "/" + label, transaction_id: id });
    }
  }

  function start() {
    var waiting = 0;
    function done() {
      waiting -= 1;
      if (waiting > 0) return;
      ready = true;
      var list = pending;
      pending = [];
      for (var i = 0; i < list.length; i += 1) fire(list[i][0], list[i][1], list[i][2]);
    }
    var pageView = !inFrame;
    if (config.naver) {
      waiting += 1;
      window.wcs_add = window.wcs_add || {};
      window.wcs_add.wa = config.naver.id;
      window._nasa = window._nasa || {};
      load("https://wcs.pstatic.net/wcslog.js", function () {
        if (pageView && window.wcs) {
          window.wcs.inflow();
          window.wcs_do(window._nasa);
        }
        done();
      });
    }
    if (config.kakao) {
      waiting += 1;
      load("https://t1.daumcdn.net/kas/static/kp.js", function () {
        if (pageView && window.kakaoPixel) window.kakaoPixel(config.kakao.id).pageView();
        done();
      });
    }
    if (config.meta) {
      var f = (window.fbq = function () {
        if (f.callMethod) f.callMethod.apply(f, arguments);
        else f.queue.push(arguments);
      });
      if (!window._fbq) window._fbq = f;
      f.push = f;
      f.loaded = true;
      f.version = "2.0";
      f.queue = [];
      window.fbq("set", "autoConfig", false, config.meta.id);
      window.fbq("init", config.meta.id);
      if (pageView) window.fbq("track", "PageView");
    }
    if (config.ga4 || config.googleAds) {
      window.dataLayer = window.dataLayer || [];
      window.gtag = function () {
        window.dataLayer.push(arguments);
      };
      window.gtag("js", new Date());
      var first = (config.ga4 || config.googleAds).id;
      if (config.ga4) window.gtag("config", config.ga4.id, { send_page_view: pageView, allow_google_signals: false });
      if (config.googleAds) window.gtag("config", config.googleAds.id, { send_page_view: pageView });
      load("https://www.googletagmanager.com/gtag/js?id=" + encodeURIComponent(first));
    }
    // fbq and gtag queue calls until their scripts arrive; Naver and Kakao need theirs first.
    if (config.meta) load("https://connect.facebook.net/en_US/fbevents.js");
    waiting += 1;
    done();
  }

  if (privatePage) {
    // Looked for once the page has loaded: this async script may run before the body is parsed.
    var openFrame = function () {
      var conversions = [];
      var marks = document.querySelectorAll("[data-conversion]");
      for (var i = 0; i < marks.length; i += 1) {
        var kind = marks[i].getAttribute("data-conversion");
        var id = marks[i].getAttribute("data-conversion-id");
        if (valid(kind, id) && once(kind, id)) conversions.push([kind, id, marks[i].getAttribute("data-conversion-form")]);
      }
      if (!conversions.length) return;
      var frame = document.createElement("iframe");
      frame.setAttribute("sandbox", "allow-scripts");
      window.addEventListener("message", function answer(event) {
        if (event.source !== frame.contentWindow || !event.data || event.data.type !== "presale:ads-ready") return;
        window.removeEventListener("message", answer);
        frame.contentWindow.postMessage({ type: "presale:ads-conversions", config: config, conversions: conversions }, "*");
      });
      frame.src = "/ads/frame.html";
      frame.referrerPolicy = "no-referrer";
      frame.hidden = true;
      frame.title = "광고 전환 집계";
      frame.setAttribute("aria-hidden", "true");
      frame.tabIndex = -1;
      document.body.appendChild(frame);
    };
    if (document.readyState === "complete") openFrame();
    else window.addEventListener("load", openFrame);
    return;
  }

  window.addEventListener("presale:conversion", function (event) {
    var d = event.detail || {};
    report(d.kind, d.id, d.form);
  });
  // A plain form post's result: report it, and take the lead's id out of the address first.
  var params = new URLSearchParams(location.search);
  if (params.get("lead") === "ok" && params.get("lid")) {
    var lid = params.get("lid");
    params.delete("lid");
    var rest = params.toString();
    history.replaceState(history.state, "", location.pathname + (rest ? "?" + rest : "") + location.hash);
    report("lead", lid, null);
  }

  var begin = function () {
    var idle = window.requestIdleCallback || function (fn) { return setTimeout(fn, 1); };
    idle(start, { timeout: 3000 });
  };
  if (document.readyState === "complete") begin();
  else window.addEventListener("load", begin);
})();
