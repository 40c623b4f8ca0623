#!/usr/bin/env bash
OLLAMA_HOST=127.0.0.1:11434 ollama serve &
python3 -m http.server --bind 127.0.0.1 8000 &
uvicorn tools.api:app --host 127.0.0.1 --port 8700 &
jupyter lab --ip=127.0.0.1 --no-browser &
socat TCP-LISTEN:9222,bind=127.0.0.1,fork TCP:127.0.0.1:9223 &
echo "never use --host 0.0.0.0 here"
curl -H "Host: 0.0.0.0" http://127.0.0.1:8700/health
# Inside the container the server must listen on the container's interfaces; the publish is loopback-only.
podman run --rm -p 127.0.0.1:8080:8080 tools-image uvicorn app:api --host 0.0.0.0 --port 8080
