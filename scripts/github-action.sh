#!/usr/bin/env bash
# The GitHub Action's logic (action.yml runs it): builds coordlint unless COORDLINT names a binary, lints with a
# SARIF report for code scanning, and in a pull request lints only the changed lines and posts the flow graph's
# diff to the job summary and as one pull-request comment that each push updates. Everything comes from the
# environment, so it runs outside GitHub too (its test fakes `gh` and the event file):
#   COORDLINT            a coordlint binary; without it, one is built from the action's folder in release mode
#   INPUT_PATHS          what to analyze, space-separated (default: .)
#   INPUT_ARGS           extra input options for lint and graph, space-separated (--config FILE, --exclude GLOB)
#   INPUT_BASE           the revision to compare with (default: the pull request's base commit)
#   INPUT_COMMENT        'false' to post no comment (default: true)
#   INPUT_SARIF_FILE     where the SARIF report goes (default: coordlint.sarif)
#   GITHUB_EVENT_PATH    the event's JSON; a pull request is an event with .pull_request
#   GITHUB_STEP_SUMMARY  the job summary file (optional)
#   GITHUB_OUTPUT        where `sarif=FILE` is written once the report exists (optional)
#   GITHUB_REPOSITORY    owner/name, for the comment
#   GH_TOKEN             the token `gh api` posts the comment with
# Exit status: lint's (0 clean, 1 findings at error level, 2 input problems).
set -euo pipefail

marker="<!-- coordlint-graph-diff -->"
action_path="${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/.." && pwd)}"
work="$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/coordlint-action.XXXXXX")"
trap 'rm -rf "$work"' EXIT

coordlint="${COORDLINT:-}"
if [ -z "$coordlint" ]; then
  # Graphviz's headers and pkg-config, which SwiftPM finds them through, only when missing.
  "$action_path/scripts/install-deps.sh"
  echo "::group::build coordlint"
  swift build -c release --package-path "$action_path" --product coordlint
  coordlint="$(swift build -c release --package-path "$action_path" --show-bin-path)/coordlint"
  echo "::endgroup::"
fi

read -r -a paths <<< "${INPUT_PATHS:-.}"
if [ "${#paths[@]}" -eq 0 ]; then paths=(.); fi
read -r -a extra <<< "${INPUT_ARGS:-}"
sarif="${INPUT_SARIF_FILE:-coordlint.sarif}"

pull_request=""
base="${INPUT_BASE:-}"
if [ -n "${GITHUB_EVENT_PATH:-}" ] && [ -f "$GITHUB_EVENT_PATH" ]; then
  pull_request="$(jq -r '.pull_request.number // empty' "$GITHUB_EVENT_PATH")"
  if [ -n "$pull_request" ] && [ -z "$base" ]; then
    base="$(jq -r '.pull_request.base.sha // empty' "$GITHUB_EVENT_PATH")"
  fi
fi

# Tells action.yml's upload step that there is a report to upload, even when lint then fails the step.
sarif_written() {
  if [ -f "$sarif" ] && [ -n "${GITHUB_OUTPUT:-}" ]; then echo "sarif=$sarif" >> "$GITHUB_OUTPUT"; fi
}

summary() {
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then cat "$@" >> "$GITHUB_STEP_SUMMARY"; fi
}

# Every finding goes to code scanning, which tells new alerts from old ones itself.
status=0
if [ -z "$base" ]; then
  "$coordlint" lint "${paths[@]}" ${extra[@]+"${extra[@]}"} --reporter github-actions --reporter "sarif:$sarif" \
    --reporter "markdown:$work/lint.md" || status=$?
  sarif_written
  summary "$work/lint.md"
  exit "$status"
fi
"$coordlint" lint "${paths[@]}" ${extra[@]+"${extra[@]}"} --reporter "sarif:$sarif" --reporter "json:$work/all.json" \
  >/dev/null || true
sarif_written
# The annotations and the verdict: only what the change touches.
"$coordlint" lint "${paths[@]}" ${extra[@]+"${extra[@]}"} --changed-since "$base" --reporter github-actions \
  --reporter "markdown:$work/lint.md" || status=$?
summary "$work/lint.md"

diff_status=0
"$coordlint" graph "${paths[@]}" ${extra[@]+"${extra[@]}"} --diff "$base" --no-legend \
  --title "coordlint: flow graph changes since ${base:0:12}" --output "$work/diff.md" || diff_status=$?
if [ "$diff_status" -ne 0 ]; then
  echo "::warning::coordlint graph --diff failed with status $diff_status; no graph diff posted"
  exit "$status"
fi
summary "$work/diff.md"

if [ -n "$pull_request" ] && [ "${INPUT_COMMENT:-true}" != "false" ]; then
  { echo "$marker"; cat "$work/diff.md"; } > "$work/comment.md"
  # GitHub refuses comments over 65536 characters: a huge diff keeps its count line and points to the summary.
  if [ "$(wc -c < "$work/comment.md")" -gt 60000 ]; then
    { echo "$marker"; head -n 3 "$work/diff.md"
      echo "The diagram and lists are too long for a comment; see the job summary."; } > "$work/comment.md"
  fi
  repository="${GITHUB_REPOSITORY:?GITHUB_REPOSITORY must name the repository to comment on}"
  existing="$(gh api --paginate "repos/$repository/issues/$pull_request/comments" \
    --jq ".[] | select(.body | contains(\"$marker\")) | .id" | head -n 1)"
  if [ -n "$existing" ]; then
    gh api --method PATCH "repos/$repository/issues/comments/$existing" --field "body=@$work/comment.md" >/dev/null
  else
    gh api --method POST "repos/$repository/issues/$pull_request/comments" --field "body=@$work/comment.md" >/dev/null
  fi
fi
exit "$status"
