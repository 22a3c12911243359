#!/usr/bin/env bash
# Installs what the build and the tests need when missing: Graphviz's C library (libgvc) and pkg-config, which
# SwiftPM finds libgvc through, and Python's jsonschema, which the tests validate SARIF reports with.
set -euo pipefail
source "$(dirname "$0")/apt-install.sh"

if ! pkg-config --exists libgvc 2>/dev/null; then
  case "$(uname -s)" in
    Darwin) brew install graphviz pkg-config ;;
    *)
      echo "coordlint: installing libgraphviz-dev and pkg-config" >&2
      apt_install libgraphviz-dev pkg-config
      ;;
  esac
fi

if ! python3 -c "import jsonschema" 2>/dev/null; then
  echo "coordlint: installing Python's jsonschema (the SARIF tests validate against the official schema)" >&2
  python3 -m pip install --quiet jsonschema 2>/dev/null || apt_install python3-jsonschema
fi
