#!/bin/bash
cd ~/src/shop
cp /mnt/c/Users/dev/Downloads/spec.pdf docs/
claude --add-dir ~/src/shared-assets -p "update the product images"
