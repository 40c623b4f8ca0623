GEMINI ?= gemini
nightly:
	+$(GEMINI) --yolo -p "update the dependencies" > nightly.log 2>&1
