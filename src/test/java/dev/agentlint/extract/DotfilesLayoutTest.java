package dev.agentlint.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DotfilesLayoutTest {

    @ParameterizedTest
    @CsvSource({
        "dot_claude/settings.json, .claude, true",
        "home/dot_codex/config.toml, .codex, true",
        "claude/.claude/settings.json, .claude, true",
        "codex/.codex/config.toml, .codex, true",
        "home/.claude/settings.json, .claude, true",
        "src/dotfiles/.claude/settings.json, .claude, true",
        ".dotfiles/x/.codex/config.toml, .codex, true",
        ".claude/settings.json, .claude, false",
        "services/api/.claude/settings.json, .claude, false",
        "codex/.claude/settings.json, .claude, false",
        "claude/.codex/config.toml, .codex, false",
    })
    void aUsersAgentDirectoryIsRecognisedWhereDotfilesKeepIt(String path, String agentDir, boolean user) {
        assertThat(DotfilesLayout.isUserHome(path, agentDir)).isEqualTo(user);
    }
}
