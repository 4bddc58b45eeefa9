// Loopback stand-ins of the ad platforms' hosts: one HTTPS server on 127.0.0.1
// that answers for every host the tags use (Chromium maps the real names to it with
// --host-resolver-rules, so the page, its content security policy and the tag loader see the real
// addresses and nothing leaves the machine), with a self-signed certificate made by openssl.
//
// Each platform's script is a small stand-in that keeps the platform's browser API (wcs.trans,
// kakaoPixel().participation, fbq, gtag) and sends what it is told to the platform's beacon host as
// an image or fetch(), the way the real scripts do. Every request is recorded:
// { host, path, query } in `received`.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";

/** Every host the tags load from or send to, as lib/ads/config.mjs lists them (the wildcard as GA4's region host). */
export const TAG_HOSTS = [
  "wcs.pstatic.net",
  "wcs.naver.com",
  "wcs.naver.net",
  "t1.daumcdn.net",
  "bc.ad.daum.net",
  "connect.facebook.net",
  "www.facebook.com",
  "www.googletagmanager.com",
  "region1.google-analytics.com",
  "googleads.g.doubleclick.net",
  "www.google.com",
];

const img = (url) => `new Image().src=${url};`;

const SCRIPTS = {
  "wcs.pstatic.net/wcslog.js": `(function(){
  function q(o){var a=[];for(var k in o)a.push(k+"="+encodeURIComponent(o[k]));return a.join("&");}
  function send(o){o.wa=(window.wcs_add||{}).wa;o.u=location.href;o.r=document.referrer;${img('"https://wcs.naver.com/b?"+q(o)')}}
  window.wcs={inflow:function(){send({t:"inflow"});},trans:function(c){send({t:"conv",type:c.type});}};
  window.wcs_do=function(){send({t:"pv"});};
})();`,
  "t1.daumcdn.net/kas/static/kp.js": `(function(){
  function send(id,e,tag){${img('"https://bc.ad.daum.net/bc?id="+id+"&e="+e+"&tag="+encodeURIComponent(tag||"")+"&u="+encodeURIComponent(location.href)')}}
  window.kakaoPixel=function(id){return{pageView:function(){send(id,"pageView");},participation:function(tag){send(id,"participation",tag);}};};
})();`,
  "connect.facebook.net/en_US/fbevents.js": `(function(){
  var f=window.fbq,ids=[],auto={};
  function send(ev,opts){ids.forEach(function(id){${img('"https://www.facebook.com/tr?id="+id+"&ev="+ev+"&eid="+encodeURIComponent((opts&&opts.eventID)||"")+"&auto="+(auto[id]===false?"off":"on")+"&dl="+encodeURIComponent(location.href)+"&rl="+encodeURIComponent(document.referrer)')}});}
  function call(){var a=[].slice.call(arguments);
    if(a[0]==="init")ids.push(a[1]);
    else if(a[0]==="set"&&a[1]==="autoConfig")auto[a[3]]=a[2];
    else if(a[0]==="track")send(a[1],a[3]);}
  f.callMethod=call;var q=f.queue||[];f.queue=[];q.forEach(function(a){call.apply(null,a);});
})();`,
  "www.googletagmanager.com/gtag/js": `(function(){
  var dl=window.dataLayer=window.dataLayer||[];
  function beacon(u){fetch(u,{method:"POST",mode:"no-cors",keepalive:true});}
  function ga(tid,en,p){beacon("https://region1.google-analytics.com/g/collect?v=2&tid="+tid+"&en="+en+"&dl="+encodeURIComponent(location.href)+"&dr="+encodeURIComponent(document.referrer)+"&ep.lead_source="+encodeURIComponent((p&&p.lead_source)||""));}
  function ads(id,what,label,oid){${img('"https://googleads.g.doubleclick.net/pagead/"+what+"/"+id.slice(3)+"/?label="+encodeURIComponent(label||"")+"&oid="+encodeURIComponent(oid||"")+"&url="+encodeURIComponent(location.href)')}}
  var ids=[];
  function handle(a){
    if(a[0]==="config"){ids.push(a[1]);if(!a[2]||a[2].send_page_view!==false){if(a[1].indexOf("G-")===0)ga(a[1],"page_view");else ads(a[1],"viewthroughconversion");}}
    else if(a[0]==="event"){var p=a[2]||{},to=p.send_to||"";
      if(to.indexOf("AW-")===0){var parts=to.split("/");ads(parts[0],"conversion",parts[1],p.transaction_id);}
      else ids.filter(function(i){return i.indexOf("G-")===0&&(!to||to===i);}).forEach(function(i){ga(i,a[1],p);});}}
  var q=dl.slice();dl.push=function(a){handle(a);return Array.prototype.push.call(dl,a);};q.forEach(handle);
})();`,
};

function certificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tag-hosts-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      "/CN=tag-hosts.test",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
    ],
    { stdio: "ignore" },
  );
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * Starts the stand-in on 127.0.0.1 (a free port). `resolverRules` is Chromium's
 * --host-resolver-rules value that sends every tag host to it.
 */
export async function startTagHosts() {
  const received = [];
  const server = https.createServer(certificate(), (req, res) => {
    const host = (req.headers.host ?? "").split(":")[0];
    const url = new URL(req.url ?? "/", `https://${host}`);
    received.push({ host, path: url.pathname, query: Object.fromEntries(url.searchParams), at: Date.now() });
    const script = SCRIPTS[`${host}${url.pathname}`];
    if (script) {
      res.writeHead(200, {
        "Content-Type": "application/javascript; charset=utf-8",
        "Access-Control-Allow-Origin": "*",
      });
      return void res.end(script);
    }
    req.resume();
    // A 1x1 GIF for an image beacon, and any fetch beacon.
    res.writeHead(200, { "Content-Type": "image/gif", "Access-Control-Allow-Origin": "*" });
    res.end(Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64"));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    received,
    resolverRules: TAG_HOSTS.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(", "),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
