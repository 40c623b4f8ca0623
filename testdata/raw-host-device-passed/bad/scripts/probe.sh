#!/bin/sh
docker run --rm --device=/dev/kmem example/probe:1
podman run --rm --device /dev/disk/by-id/ata-disk0:/dev/xvda example/probe:1
