#!/usr/bin/env bash
# Starts the local model and tool servers the agent talks to.
OLLAMA_HOST=0.0.0.0 ollama serve &
python3 -m http.server 8000 &
uvicorn tools.api:app --host 0.0.0.0 --port 8700 &
jupyter lab --ip=0.0.0.0 --no-browser &
socat TCP-LISTEN:9222,fork TCP:127.0.0.1:9223 &
npx vite --host &
export HOST=0.0.0.0
npm run dev
