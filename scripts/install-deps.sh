#!/usr/bin/env bash
# Installs Graphviz's C library (libgvc) and pkg-config when missing; SwiftPM finds libgvc through pkg-config.
set -euo pipefail
if pkg-config --exists libgvc 2>/dev/null; then
  exit 0
fi
case "$(uname -s)" in
  Darwin)
    brew install graphviz pkg-config
    ;;
  *)
    sudo=""
    if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
    echo "coordlint: installing libgraphviz-dev and pkg-config" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libgraphviz-dev pkg-config >/dev/null
    ;;
esac
