// The check page: runs the checker (checker.js) on the campaign this site carries
// (data/campaign.js), and on a folder or zip the reader drops or chooses.
"use strict";
(function () {
  var verdict = document.getElementById("verdict");
  var detail = document.getElementById("detail");

  function show(v, what, ms, partial) {
    verdict.textContent = (v.ok ? "Checked: " : "Failed: ") + PBEM.verdict(v);
    verdict.className = v.ok ? "ok" : "fail";
    verdict.dataset.state = "done";
    verdict.dataset.ok = v.ok ? "true" : "false";
    verdict.dataset.entry = v.ok ? "" : v.entry;
    verdict.dataset.file = v.ok ? "" : v.file;
    verdict.dataset.entries = v.ok ? String(v.entries) : "";
    verdict.dataset.dice = v.ok ? String(v.dice) : "";
    verdict.dataset.ms = String(ms);
    var text = "Checked " + what + " in " + ms + " ms.";
    if (v.ok && v.history) text += " History hash through entry " + v.entries + ": " + v.history + ".";
    if (partial) text += " This site carries only what every participant may see: the orders files and the states after the setup were not checked.";
    detail.textContent = text;
  }

  function run(files, partial, what) {
    verdict.dataset.state = "running";
    verdict.textContent = "Checking…";
    var t = performance.now();
    var v = PBEM.check(files, partial);
    show(v, what, Math.round(performance.now() - t), partial);
  }

  function decode(b64) {
    var s = atob(b64), out = new Uint8Array(s.length);
    for (var i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
    return out;
  }

  function fail(message) {
    verdict.textContent = "Failed: " + message;
    verdict.className = "fail";
    verdict.dataset.state = "done";
    verdict.dataset.ok = "false";
    verdict.dataset.entry = "";
    verdict.dataset.file = "";
  }

  function checkDropped(files, what) {
    var rooted = PBEM.rootAtCampaign(files);
    if (!rooted) return fail("no campaign.yaml in " + what);
    run(rooted, false, what);
  }

  function readAll(list, what) {
    var files = {}, n = list.length;
    if (n === 1 && /\.zip$/i.test(list[0].name)) {
      list[0].arrayBuffer().then(function (buf) {
        var unzipped;
        try { unzipped = fflate.unzipSync(new Uint8Array(buf)); } catch (e) { return fail("not a zip: " + e.message); }
        Object.keys(unzipped).forEach(function (p) { if (!/\/$/.test(p)) files[p] = unzipped[p]; });
        checkDropped(files, list[0].name);
      });
      return;
    }
    Promise.all(Array.prototype.map.call(list, function (f) {
      var path = f.pbemPath || f.webkitRelativePath || f.name;
      return f.arrayBuffer().then(function (b) { files[path] = new Uint8Array(b); });
    })).then(function () { checkDropped(files, what); });
  }

  function walkEntry(entry, path, out) {
    return new Promise(function (resolve) {
      if (entry.isFile) {
        entry.file(function (f) { f.pbemPath = path + entry.name; out.push(f); resolve(); }, function () { resolve(); });
      } else if (entry.isDirectory) {
        var reader = entry.createReader(), all = [];
        (function more() {
          reader.readEntries(function (batch) {
            if (batch.length === 0) {
              Promise.all(all.map(function (e) { return walkEntry(e, path + entry.name + "/", out); })).then(resolve);
            } else { all = all.concat(batch); more(); }
          }, function () { resolve(); });
        })();
      } else { resolve(); }
    });
  }

  var drop = document.getElementById("drop");
  drop.addEventListener("dragover", function (ev) { ev.preventDefault(); drop.classList.add("over"); });
  drop.addEventListener("dragleave", function () { drop.classList.remove("over"); });
  drop.addEventListener("drop", function (ev) {
    ev.preventDefault();
    drop.classList.remove("over");
    var items = ev.dataTransfer.items, entries = [], out = [];
    for (var i = 0; items && i < items.length; i++) {
      var e = items[i].webkitGetAsEntry && items[i].webkitGetAsEntry();
      if (e) entries.push(e);
    }
    if (entries.length === 0) return readAll(ev.dataTransfer.files, "the dropped files");
    Promise.all(entries.map(function (e) { return walkEntry(e, "", out); })).then(function () {
      readAll(out, "the dropped " + (entries.length === 1 ? entries[0].name : "files"));
    });
  });
  document.getElementById("folder").addEventListener("change", function (ev) { readAll(ev.target.files, "the chosen folder"); });
  document.getElementById("zip").addEventListener("change", function (ev) { readAll(ev.target.files, "the chosen zip"); });

  if (typeof PBEM_CAMPAIGN === "undefined") {
    fail("this site carries no campaign (data/campaign.js is missing)");
    return;
  }
  var files = {};
  Object.keys(PBEM_CAMPAIGN.files).forEach(function (p) { files[p] = decode(PBEM_CAMPAIGN.files[p]); });
  run(files, PBEM_CAMPAIGN.partial, "this site's campaign");
})();
