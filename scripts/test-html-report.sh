#!/usr/bin/env bash
# The HTML report in a real headless browser: draws two reports with the built coordlint and checks each with
# scripts/check-html-report.sh (graph, findings table, selection, fitting a 1280 px window): the fixture app's, and
# one of a tiny app written here whose findings have very long messages, type names and paths. Installs Debian's
# chromium if missing. SCREENSHOT_DIR=dir keeps the screenshots (shop-app.png, long-messages.png) there.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null \
  && ! command -v google-chrome >/dev/null; then
  echo "coordlint: installing chromium (the HTML report is checked in a headless browser)" >&2
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
swift build --product coordlint
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
screenshots=${SCREENSHOT_DIR:-$work}
mkdir -p "$screenshots"

# check_report NAME SOURCES NODE_ID: draws the report of SOURCES and checks it with NODE_ID selected.
check_report() {
  local name=$1 sources=$2 node_id=$3 status=0 nodes findings
  .build/debug/coordlint graph "$sources" --screens --no-cache -o "$work/$name.html"
  .build/debug/coordlint graph "$sources" --screens --no-cache --format json -o "$work/$name-graph.json"
  .build/debug/coordlint lint "$sources" --no-cache --reporter json > "$work/$name-findings.json" || status=$?
  [ "$status" -le 1 ] || { echo "coordlint lint failed with status $status" >&2; exit 1; }
  # The expected counts come from the graph and lint output, so the check follows the sources as they change.
  nodes=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["nodes"]))' "$work/$name-graph.json")
  findings=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["findings"]))' \
    "$work/$name-findings.json")
  echo "== $name"
  SCREENSHOT="$screenshots/$name.png" bash scripts/check-html-report.sh "$work/$name.html" "$nodes" "$findings" \
    "$node_id"
}

check_report shop-app Fixtures/ShopApp MainTabCoordinator

# Long names make long messages: a retain cycle, a delegate protocol that is not class-bound and an unretained
# coordinator, each naming types and properties far wider than a table cell, in a file with a long name.
long="$work/long-messages"
mkdir -p "$long"
cat > "$long/CheckoutPaymentMethodSelectionAndConfirmationFlows.swift" <<'SWIFT'
import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

protocol CheckoutPaymentMethodSelectionAndConfirmationCoordinatorDelegateWithAnUnusuallyLongName {
    func paymentMethodSelectionDidFinish()
}

final class CheckoutPaymentMethodSelectionAndConfirmationCoordinatorWithAnUnusuallyLongNameThatNeverBreaks: Coordinator {
    var childCoordinators: [Coordinator] = []
    var delegateForReportingTheOutcomeOfThePaymentMethodSelectionBackToTheParent:
        CheckoutPaymentMethodSelectionAndConfirmationCoordinatorDelegateWithAnUnusuallyLongName?
    func start() { NotificationCenter.default.post(name: .init("checkoutDidStart"), object: self) }
}

final class ApplicationRootNavigationCoordinatorResponsibleForEveryTopLevelFlowOfTheApplication: Coordinator,
    CheckoutPaymentMethodSelectionAndConfirmationCoordinatorDelegateWithAnUnusuallyLongName {
    var childCoordinators: [Coordinator] = []

    func start() {
        let checkout = CheckoutPaymentMethodSelectionAndConfirmationCoordinatorWithAnUnusuallyLongNameThatNeverBreaks()
        checkout.delegateForReportingTheOutcomeOfThePaymentMethodSelectionBackToTheParent = self
        childCoordinators.append(checkout)
        checkout.start()
    }

    func showTheOrderHistoryOfTheCurrentlySignedInCustomerAccountWithEveryFilterApplied() {
        let history = CheckoutPaymentMethodSelectionAndConfirmationCoordinatorWithAnUnusuallyLongNameThatNeverBreaks()
        history.start()
    }

    func paymentMethodSelectionDidFinish() {}
}
SWIFT
check_report long-messages "$long" ApplicationRootNavigationCoordinatorResponsibleForEveryTopLevelFlowOfTheApplication
# Guards the check above against passing only because the messages became short.
python3 - "$work/long-messages-findings.json" <<'PYTHON'
import json, sys

messages = [finding["message"] for finding in json.load(open(sys.argv[1]))["findings"]]
longest_word = max((len(word) for message in messages for word in message.split()), default=0)
print(f"long messages: {len(messages)} findings, the longest {max(map(len, messages), default=0)} characters, "
      f"the longest word {longest_word}")
if len(messages) < 3 or max(map(len, messages)) < 300 or longest_word < 100:
    sys.exit("test-html-report: the long-messages app no longer makes long messages; make its names longer")
PYTHON
