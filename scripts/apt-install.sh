#!/usr/bin/env bash
# Sourced, not run: defines `apt_install PACKAGE...`, which installs Debian packages quietly, as root or through
# sudo, running `apt-get update` once per script before the first install.
sudo=""
if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then $sudo apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}
