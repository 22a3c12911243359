(() => {
  'use strict';
  const data = JSON.parse(document.getElementById('coordlint-data').textContent);
  const nodes = new Map(data.nodes.map((node) => [node.id, node]));
  const details = document.getElementById('cl-details');
  const pane = document.getElementById('cl-graph-pane');
  const svg = document.querySelector('#cl-graph svg');

  // Graphviz ids its groups node1, edge1…; the <title> holds the DOT id, "from->to" for an edge.
  const nodeGroups = new Map();
  const edgeGroups = new Map();
  if (svg) {
    for (const group of svg.querySelectorAll('g.node')) {
      const title = group.querySelector('title');
      if (title) nodeGroups.set(title.textContent, group);
    }
    for (const group of svg.querySelectorAll('g.edge')) {
      const title = group.querySelector('title');
      if (!title) continue;
      if (!edgeGroups.has(title.textContent)) edgeGroups.set(title.textContent, []);
      edgeGroups.get(title.textContent).push(group);
    }
  }

  // Pan and zoom move the viewBox, so the drawing stays vector-sharp at every scale.
  let home = null;
  const view = { x: 0, y: 0, w: 1, h: 1 };
  const apply = () => svg.setAttribute('viewBox', `${view.x} ${view.y} ${view.w} ${view.h}`);
  const fit = () => { Object.assign(view, home); apply(); };
  const scale = () => {
    const rect = svg.getBoundingClientRect();
    return Math.min(rect.width / view.w, rect.height / view.h) || 1;
  };
  // The default preserveAspectRatio centres the viewBox, hence the offsets.
  const toGraph = (clientX, clientY) => {
    const rect = svg.getBoundingClientRect();
    const s = scale();
    return {
      x: view.x + (clientX - rect.left - (rect.width - view.w * s) / 2) / s,
      y: view.y + (clientY - rect.top - (rect.height - view.h * s) / 2) / s,
    };
  };
  const zoom = (factor, clientX, clientY) => {
    const rect = svg.getBoundingClientRect();
    const point = toGraph(clientX ?? rect.left + rect.width / 2, clientY ?? rect.top + rect.height / 2);
    const level = home.w / view.w;
    const next = Math.min(Math.max(level * factor, 0.1), 40) / level;
    view.x = point.x - (point.x - view.x) / next;
    view.y = point.y - (point.y - view.y) / next;
    view.w /= next;
    view.h /= next;
    apply();
  };
  // Pans just enough to bring a selected node into sight.
  const reveal = (group) => {
    const box = group.getBoundingClientRect();
    const rect = svg.getBoundingClientRect();
    const inside = box.left >= rect.left && box.right <= rect.right
      && box.top >= rect.top && box.bottom <= rect.bottom;
    if (inside) return;
    const s = scale();
    view.x += (box.left + box.width / 2 - (rect.left + rect.width / 2)) / s;
    view.y += (box.top + box.height / 2 - (rect.top + rect.height / 2)) / s;
    apply();
  };

  let drag = null;
  let dragged = false;
  if (svg) {
    const box = svg.viewBox.baseVal;
    if (box && box.width > 0 && box.height > 0) {
      home = { x: box.x, y: box.y, w: box.width, h: box.height };
    } else {
      const bbox = svg.getBBox();
      home = { x: bbox.x, y: bbox.y, w: bbox.width || 1, h: bbox.height || 1 };
    }
    fit();
    document.getElementById('cl-zoom-in').addEventListener('click', () => zoom(1.25));
    document.getElementById('cl-zoom-out').addEventListener('click', () => zoom(0.8));
    document.getElementById('cl-zoom-fit').addEventListener('click', fit);
    svg.addEventListener('wheel', (event) => {
      event.preventDefault();
      zoom(Math.pow(1.0015, -event.deltaY * (event.deltaMode === 1 ? 16 : 1)), event.clientX, event.clientY);
    }, { passive: false });
    svg.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return;
      drag = { x: event.clientX, y: event.clientY, from: { ...view }, s: scale() };
      dragged = false;
    });
    svg.addEventListener('pointermove', (event) => {
      if (!drag) return;
      const dx = event.clientX - drag.x;
      const dy = event.clientY - drag.y;
      // A few pixels of jitter is still a click.
      if (!dragged && Math.hypot(dx, dy) < 4) return;
      if (!dragged) {
        dragged = true;
        svg.setPointerCapture(event.pointerId);
        svg.classList.add('dragging');
      }
      view.x = drag.from.x - dx / drag.s;
      view.y = drag.from.y - dy / drag.s;
      apply();
    });
    const endDrag = () => { drag = null; svg.classList.remove('dragging'); };
    svg.addEventListener('pointerup', endDrag);
    svg.addEventListener('pointercancel', endDrag);
    svg.addEventListener('click', (event) => {
      if (dragged) { dragged = false; return; }
      const group = event.target.closest('g.node');
      const title = group && group.querySelector('title');
      if (title && nodes.has(title.textContent)) select(title.textContent);
    });
  } else {
    for (const button of pane.querySelectorAll('.toolbar button')) button.disabled = true;
  }

  const element = (tag, className, text) => {
    const made = document.createElement(tag);
    if (className) made.className = className;
    if (text !== undefined) made.textContent = text;
    return made;
  };
  const fileLine = (location) => `${location.file}:${location.line}`;
  const nodeLink = (id) => {
    const link = element('button', 'node-link', nodes.has(id) ? nodes.get(id).name : id);
    link.type = 'button';
    link.dataset.node = id;
    return link;
  };
  // One line per edge: the node at the other end, then how (label, strength, flags), then where.
  const relation = (arrow, other, edge) => {
    const parts = [arrow + ' ', nodeLink(other)];
    if (edge.label) parts.push(' ', element('code', null, edge.label));
    if (edge.strength) parts.push(' ', element('span', 'badge', edge.strength));
    if (edge.inCycle) parts.push(' ', element('span', 'badge cycle', 'cycle'));
    if (edge.isOrphan) parts.push(' ', element('span', 'badge mark-orphan', 'orphan'));
    parts.push(' ', element('span', 'loc', fileLine(edge.location)));
    return parts;
  };
  const section = (title, items, always) => {
    if (!items.length && !always) return;
    const block = element('section', 'panel-section');
    block.dataset.section = title;
    block.append(element('h3', null, title));
    if (!items.length) {
      block.append(element('p', 'none', 'none'));
    } else {
      const list = element('ul');
      for (const parts of items) {
        const item = element('li');
        item.append(...parts);
        list.append(item);
      }
      block.append(list);
    }
    details.append(block);
  };

  const showDetails = (node) => {
    details.append(element('h2', null, node.name));
    if (node.id !== node.name) details.append(element('code', 'node-id', node.id));
    const facts = element('dl', 'facts');
    const fact = (term, ...value) => {
      const dd = element('dd');
      dd.append(...value);
      facts.append(element('dt', null, term), dd);
    };
    fact('kind', node.kind);
    const declared = node.location && element('span', 'loc', fileLine(node.location));
    fact('declared', declared || 'outside the analyzed sources');
    const marks = node.marks.flatMap((mark) => [element('span', `badge mark-${mark}`, mark), ' ']);
    fact('marks', ...(marks.length ? marks : ['none']));
    details.append(facts);

    const outgoing = (kind) => data.edges.filter((edge) => edge.from === node.id && edge.kind === kind);
    const incoming = (kind) => data.edges.filter((edge) => edge.to === node.id && edge.kind === kind);
    section('children', outgoing('child').map((edge) => relation('\u2192', edge.to, edge)), true);
    section('parents', incoming('child').map((edge) => relation('\u2190', edge.from, edge)), false);
    section('shows', outgoing('shows').map((edge) => relation('\u2192', edge.to, edge)), true);
    section('shown by', incoming('shows').map((edge) => relation('\u2190', edge.from, edge)), false);
    section('references', [
      ...outgoing('back-reference').map((edge) => relation('\u2192', edge.to, edge)),
      ...incoming('back-reference').map((edge) => relation('\u2190', edge.from, edge)),
    ], true);
    section('transitions', [
      ...outgoing('transition').map((edge) => relation('then \u2192', edge.to, edge)),
      ...incoming('transition').map((edge) => relation('after \u2190', edge.from, edge)),
    ], true);
    section('findings', node.findings.map((finding) => [
      element('span', `sev sev-${finding.severity}`, finding.severity), ' ',
      element('code', null, finding.rule), ' ', finding.message, ' ',
      element('span', 'loc', fileLine(finding.location)),
    ]), true);
  };

  const select = (id, fromHash) => {
    if (svg) {
      for (const group of svg.querySelectorAll('.selected, .related')) {
        group.classList.remove('selected', 'related');
      }
    }
    for (const row of document.querySelectorAll('tr.selected')) row.classList.remove('selected');
    details.replaceChildren();
    const node = id === null ? undefined : nodes.get(id);
    if (!node) {
      details.removeAttribute('data-selected');
      const message = id === null ? 'select a node in the graph or in the node list' : `no node with id ${id}`;
      details.append(element('p', 'empty', message));
      return;
    }
    details.setAttribute('data-selected', id);
    const group = nodeGroups.get(id);
    if (group) {
      group.classList.add('selected');
      reveal(group);
    }
    for (const edge of data.edges) {
      if (edge.from !== id && edge.to !== id) continue;
      // References up the tree are laid out reversed (dir=back), so their group is titled "to->from".
      for (const title of [`${edge.from}->${edge.to}`, `${edge.to}->${edge.from}`]) {
        for (const edgeGroup of edgeGroups.get(title) || []) edgeGroup.classList.add('related');
      }
    }
    for (const row of document.querySelectorAll('tr.node-row')) {
      if (row.dataset.node === id) row.classList.add('selected');
    }
    showDetails(node);
    if (!fromHash) {
      // A shareable address; replaceState, so selecting does not fill the history.
      try {
        history.replaceState(null, '', `#node=${encodeURIComponent(id)}`);
      } catch (error) {
        // Some browsers refuse replaceState on file: pages; the selection still works.
      }
    }
  };

  const hashNode = () => {
    const match = /^#node=(.*)$/s.exec(location.hash);
    if (!match) return null;
    try { return decodeURIComponent(match[1]); } catch (error) { return match[1]; }
  };

  document.addEventListener('click', (event) => {
    const target = event.target.closest('[data-node]');
    if (!target || (svg && svg.contains(target))) return;
    select(target.dataset.node);
    if (!details.contains(target)) pane.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') select(null);
  });
  window.addEventListener('hashchange', () => {
    const id = hashNode();
    if (id !== null) select(id, true);
  });
  const initial = hashNode();
  if (initial !== null) select(initial, true);
  // Lets a headless check tell a page whose script ran from one whose script failed.
  document.documentElement.setAttribute('data-coordlint-ready', 'true');
})();
