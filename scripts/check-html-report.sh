#!/usr/bin/env bash
# Checks an HTML report (`coordlint graph --format html`) in a real headless browser:
#   scripts/check-html-report.sh HTML_FILE EXPECTED_NODES EXPECTED_FINDINGS [NODE_ID]
# It takes a screenshot and fails if it is blank, then loads the page (with `#node=NODE_ID` when given), lets its
# script run, and reads the resulting DOM: the SVG's node groups, the findings table's rows, the side panel's
# selection, and whether the page fits the window's width (no sideways scrolling, the findings table inside).
# Needs Chromium (chromium, chromium-browser or google-chrome; or set CHROMIUM) and python3.
# SCREENSHOT=path chooses where the screenshot goes (default: under ${TMPDIR:-/tmp}); it is kept either way.
# WINDOW_SIZE=width,height sets the browser window (default 1280,1000, a common laptop width).
set -euo pipefail

fail() { echo "check-html-report: $*" >&2; exit 1; }

[ $# -ge 3 ] && [ $# -le 4 ] || fail "usage: $0 HTML_FILE EXPECTED_NODES EXPECTED_FINDINGS [NODE_ID]"
html=$1 expected_nodes=$2 expected_findings=$3 node_id=${4-}
[ -f "$html" ] || fail "no such file: $html"
[[ $expected_nodes =~ ^[0-9]+$ ]] || fail "EXPECTED_NODES must be a number, not '$expected_nodes'"
[[ $expected_findings =~ ^[0-9]+$ ]] || fail "EXPECTED_FINDINGS must be a number, not '$expected_findings'"
command -v python3 >/dev/null || fail "python3 is needed"
window_size=${WINDOW_SIZE:-1280,1000}
[[ $window_size =~ ^[0-9]+,[0-9]+$ ]] || fail "WINDOW_SIZE must be WIDTH,HEIGHT, not '$window_size'"

browser=${CHROMIUM-}
if [ -z "$browser" ]; then
  for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
    if command -v "$candidate" >/dev/null; then browser=$candidate; break; fi
  done
fi
[ -n "$browser" ] || fail "no browser found: install chromium (apt-get install -y chromium) or set CHROMIUM"
command -v "$browser" >/dev/null || fail "browser not found: $browser"

work=$(mktemp -d "${TMPDIR:-/tmp}/check-html-report.XXXXXX")
trap 'rm -rf "$work"' EXIT
screenshot=${SCREENSHOT:-$(mktemp "${TMPDIR:-/tmp}/coordlint-report-XXXXXX.png")}
rm -f "$screenshot"

page_url() {
  python3 -c '
import pathlib, sys, urllib.parse
url = pathlib.Path(sys.argv[1]).resolve().as_uri()
if sys.argv[2]:
    url += "#node=" + urllib.parse.quote(sys.argv[2], safe="")
print(url)' "$1" "$node_id"
}
url=$(page_url "$html")

# A DOM dump holds no layout, so the DOM is read from a copy of the page with a probe appended: once the page has
# loaded, it writes the widths the layout checks need onto <html> as JSON. It only reads the page, and it is a
# script of its own, so a failure of the page's script still shows as one.
probed="$work/probed.html"
python3 - "$html" "$probed" <<'PYTHON' || fail "could not add the layout probe to $html"
import sys

source, target = sys.argv[1:3]
with open(source, encoding="utf-8") as file:
    page = file.read()
probe = """<script>
window.addEventListener('load', () => {
  const root = document.documentElement;
  const table = document.getElementById('cl-findings-table');
  // Names what sticks out past the window's right edge; the SVG's shapes may, clipped by their pane.
  const overflowing = [...document.body.querySelectorAll('*')]
    .filter((element) => !element.closest('svg') && element.getBoundingClientRect().right > window.innerWidth)
    .slice(0, 5)
    .map((element) => `${element.tagName.toLowerCase()}${element.id ? '#' + element.id : ''}`
      + `${element.classList.length ? '.' + [...element.classList].join('.') : ''}`
      + ` (right edge ${Math.round(element.getBoundingClientRect().right)})`);
  root.setAttribute('data-check-layout', JSON.stringify({
    windowWidth: window.innerWidth,
    scrollWidth: root.scrollWidth,
    findingsTableRight: table ? table.getBoundingClientRect().right : null,
    overflowing,
  }));
});
</script>
"""
end = page.rfind("</body>")
if end < 0:
    sys.exit(f"no </body> in {source}")
with open(target, "w", encoding="utf-8") as file:
    file.write(page[:end] + probe + page[end:])
PYTHON

# --no-sandbox: Chromium refuses to run as root with its sandbox (containers); --disable-dev-shm-usage: a
# container's /dev/shm is often too small; a throwaway profile so no state leaks in or out; the virtual time budget
# lets the page's script run before the DOM is dumped or the screenshot taken.
run_browser() {
  local log=$1
  shift
  if ! timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
      --user-data-dir="$work/profile-$log" --no-first-run --no-default-browser-check --disable-extensions \
      --hide-scrollbars --window-size="$window_size" --virtual-time-budget=5000 --enable-logging=stderr --v=0 \
      "$@" 2>"$work/$log.log"; then
    tail -n 20 "$work/$log.log" >&2
    fail "$browser failed ($*)"
  fi
}

echo "browser: $("$browser" --version 2>/dev/null | tail -n 1)"
echo "page: $url"

run_browser screenshot --screenshot="$screenshot" "$url" >/dev/null
[ -s "$screenshot" ] || { tail -n 20 "$work/screenshot.log" >&2; fail "no screenshot was written to $screenshot"; }

run_browser dom --dump-dom "$(page_url "$probed")" >"$work/dom.html"
[ -s "$work/dom.html" ] || { tail -n 20 "$work/dom.log" >&2; fail "the browser dumped no DOM"; }

python3 - "$screenshot" "$work/dom.html" "$work/dom.log" "$expected_nodes" "$expected_findings" "$node_id" \
  <<'PYTHON'
import html.parser
import json
import struct
import sys
import zlib

screenshot, dom_path, log_path, expected_nodes, expected_findings, node_id = sys.argv[1:7]
expected_nodes, expected_findings = int(expected_nodes), int(expected_findings)
failures = []


def check(ok, message):
    print(("ok    " if ok else "FAIL  ") + message)
    if not ok:
        failures.append(message)


def png_pixels(path):
    """Width, height and rows of (r, g, b) tuples of an 8-bit RGB(A) or grey PNG, without PIL."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"unsupported PNG (bit depth {depth}, colour type {colour}, interlace {interlace})")
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, position = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[position], bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upper_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - upper_left
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - upper_left)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else upper_left
                line[i] = (line[i] + predictor) & 0xFF
        rows.append(bytes(line))
        previous = line
    pixels = []
    for line in rows:
        if channels >= 3:
            pixels.append([tuple(line[i:i + 3]) for i in range(0, stride, channels)])
        else:
            pixels.append([(line[i],) * 3 for i in range(0, stride, channels)])
    return width, height, pixels


try:
    width, height, pixels = png_pixels(screenshot)
    colours = {}
    for row in pixels:
        for pixel in row:
            colours[pixel] = colours.get(pixel, 0) + 1
    background = max(colours.values())
    drawn = 1 - background / (width * height)
    print(f"screenshot: {screenshot} ({width}x{height}, {len(colours)} distinct colours, "
          f"{drawn:.1%} off the main colour)")
    check(len(colours) >= 32, f"the screenshot is not blank: {len(colours)} distinct colours (at least 32)")
    check(drawn >= 0.01, f"the screenshot has content: {drawn:.1%} of pixels off the main colour (at least 1%)")
except (ValueError, zlib.error, struct.error, TypeError) as error:
    check(False, f"the screenshot {screenshot} could not be read: {error}")


class Dom(html.parser.HTMLParser):
    """The few facts the check needs from the DOM the browser dumped after the page's script ran."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.ready = False
        self.svgs = 0
        self.node_titles = []        # the <title> of each g.node, in order
        self.selected_groups = []    # the <title> of each g.node.selected
        self.finding_rows = 0
        self.findings_summary = ""
        self.details_selected = None
        self.details_heading = ""
        self.details_sections = []
        self.capture = None          # (what, depth) while collecting text
        self.layout = None           # what the layout probe wrote on <html>

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        if tag == "html" and "data-coordlint-ready" in attrs:
            self.ready = True
        if tag == "html" and "data-check-layout" in attrs:
            self.layout = json.loads(attrs["data-check-layout"])
        inside = lambda name: any(entry[0] == name for entry in self.stack)
        if tag == "svg":
            self.svgs += 1
        entry = (tag, classes, attrs)
        if tag == "title" and self.stack and self.stack[-1][0] == "g" and "node" in self.stack[-1][1] and inside("svg"):
            self.capture = ["node-title", len(self.stack), "", "selected" in self.stack[-1][1]]
        if tag == "tr" and "finding" in classes and any(e[2].get("id") == "cl-findings-table" for e in self.stack):
            self.finding_rows += 1
        if attrs.get("id") == "cl-findings-summary":
            self.capture = ["summary", len(self.stack), ""]
        if attrs.get("id") == "cl-details":
            self.details_selected = attrs.get("data-selected")
        if tag == "h2" and any(e[2].get("id") == "cl-details" for e in self.stack):
            self.capture = ["heading", len(self.stack), ""]
        if tag == "section" and any(e[2].get("id") == "cl-details" for e in self.stack):
            self.details_sections.append(attrs.get("data-section"))
        if tag not in ("meta", "link", "br", "img", "input", "hr", "path", "polygon", "ellipse", "polyline"):
            self.stack.append(entry)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if self.stack and self.stack[-1][0] == tag:
            self.stack.pop()

    def handle_endtag(self, tag):
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index][0] == tag:
                del self.stack[index:]
                break
        if self.capture and len(self.stack) <= self.capture[1]:
            what, text = self.capture[0], self.capture[2]
            if what == "node-title":
                self.node_titles.append(text)
                if self.capture[3]:
                    self.selected_groups.append(text)
            elif what == "summary":
                self.findings_summary = text.strip()
            elif what == "heading":
                self.details_heading = text.strip()
            self.capture = None

    def handle_data(self, data):
        if self.capture:
            self.capture[2] += data


dom = Dom()
with open(dom_path, encoding="utf-8") as file:
    dom.feed(file.read())
dom.close()

check(dom.ready, "the page's script ran (data-coordlint-ready is set)")
# Chromium logs the page's console to stderr with --enable-logging; an uncaught exception is a broken page.
with open(log_path, encoding="utf-8", errors="replace") as file:
    uncaught = [line.strip() for line in file if "Uncaught" in line]
check(not uncaught, "no uncaught script errors" + "".join("\n        " + line for line in uncaught))
check(dom.svgs == 1, f"the graph's svg is inlined: {dom.svgs} svg element(s) (expected 1)")
# The legend is drawn as a Graphviz node of its own; it is no node of the flow graph.
graph_nodes = [title for title in dom.node_titles if title != "coordlint-legend"]
check(len(graph_nodes) == expected_nodes,
      f"the svg has {len(graph_nodes)} node groups besides the legend (expected {expected_nodes})")
check(dom.finding_rows == expected_findings,
      f"the findings table has {dom.finding_rows} rows (expected {expected_findings}); summary: "
      f"'{dom.findings_summary}'")
if dom.layout is None:
    check(False, "the layout probe ran (data-check-layout is set)")
else:
    window_width, scroll_width = dom.layout["windowWidth"], dom.layout["scrollWidth"]
    sticking_out = "".join("\n        " + element for element in dom.layout["overflowing"])
    check(scroll_width <= window_width,
          f"the page fits the window's width: scrollWidth {scroll_width} <= {window_width}" + sticking_out)
    table_right = dom.layout["findingsTableRight"]
    if expected_findings:
        check(table_right is not None and table_right <= window_width,
              f"the findings table ends inside the window: right edge {table_right} <= {window_width}")
if node_id:
    check(dom.details_selected == node_id,
          f"the side panel shows the node {node_id!r} (data-selected is {dom.details_selected!r}; heading "
          f"{dom.details_heading!r}; sections {', '.join(s for s in dom.details_sections if s)})")
    check(dom.selected_groups == [node_id],
          f"the svg highlights exactly that node (selected groups: {dom.selected_groups!r})")
    check(all(s in dom.details_sections for s in ("children", "shows", "references", "transitions", "findings")),
          "the side panel lists children, shows, references, transitions and findings")
else:
    check(dom.details_selected is None, "no node is selected without #node=")

if failures:
    print(f"check-html-report: {len(failures)} check(s) failed", file=sys.stderr)
    sys.exit(1)
print("check-html-report: all checks passed")
PYTHON
