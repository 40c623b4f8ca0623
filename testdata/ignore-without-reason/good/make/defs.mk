# A define body is a value, not make text: its "#" lines are no comments. \# is a literal "#",
# and the shell reads $# and ${#HOME} (written $$# and $${#HOME}) as no comments either.
define BANNER
# agentlint: ignore[RUN-004]
endef
TAG = release\# agentlint: ignore[RUN-004]

banner:
	echo $$# $${#HOME} "# agentlint: ignore[RUN-004]"
