package dev.agentlint.extract.codex;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.AgentPolicy.Scope;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.FileFacts;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.TomlTreeParser;
import dev.agentlint.base.SourceFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class CodexConfigExtractorTest {

    private static FileFacts extract(String path, String toml) throws ParseException {
        FileFacts facts = new FileFacts(SourceFile.of(path, Format.CODEX_CONFIG, toml));
        new CodexConfigExtractor().extract(facts);
        return facts;
    }

    @ParameterizedTest
    @CsvSource({
            ".codex/config.toml, , PROJECT",
            "app/.codex/agents/reviewer.toml, , PROJECT",
            ".codex/config.toml, model_provider = 'x', USER",
            ".codex/config.toml, [projects.'/a'], USER",
            "codex/.codex/config.toml, , USER",
            "dotfiles/.codex/config.toml, , USER",
            "dot_codex/config.toml, , USER",
            ".github/codex/home/config.toml, , USER",
            "etc/codex/requirements.toml, , MANAGED",
    })
    void scopeFollowsPathAndUserOnlyKeys(String path, String toml, Scope scope) throws Exception {
        assertThat(CodexConfigExtractor.scopeOf(path, TomlTreeParser.parse(toml == null ? "" : toml))).isEqualTo(scope);
    }

    @Test
    void profilesInheritTheTopLevelSandbox() throws Exception {
        AgentPolicy p = extract(".codex/config.toml", """
                approval_policy = "never"

                [profiles.full]
                sandbox_mode = "danger-full-access"

                [profiles.safe]
                sandbox_mode = "read-only"
                """).policies().get(0);
        // A profile's bypass counts only where the profile is selected: it is kept apart from the top level's.
        assertThat(p.permissionBypass()).isEmpty();
        assertThat(p.profileBypasses().get("full")).extracting(b -> b.value())
                .containsExactly("profiles.full.sandbox_mode = \"danger-full-access\" with approval_policy = \"never\"");
        assertThat(p.profileBypasses()).doesNotContainKey("safe");
        assertThat(p.loosenings()).extracting(l -> l.value()).containsExactly("approval_policy = \"never\"");
    }

    @Test
    void notifyAndHooksAreEmbeddedCommands() throws Exception {
        FileFacts facts = extract(".codex/config.toml", """
                notify = ["notify-send", "Codex"]

                [[hooks.PreToolUse]]
                matcher = "Bash"
                hooks = [{ type = "command", command = "./check.sh" }]

                [hooks.state."x"]
                enabled = true
                """);
        assertThat(facts.embeddedScripts()).extracting(EmbeddedScript::origin).containsExactly("Codex notify", "Codex PreToolUse hook");
        assertThat(facts.embeddedScripts().get(1).script()).isEqualTo("./check.sh");
        assertThat(facts.policies().get(0).runsOnLoad()).extracting(e -> e.kind().toString()).containsExactly("PreToolUse hook");
    }

    @Test
    void requirementsMcpEntriesAreAnAllowlistNotServers() throws Exception {
        FileFacts facts = extract("etc/codex/requirements.toml", """
                [mcp_servers.docs.identity]
                command = "docs-mcp"
                """);
        assertThat(facts.policies().get(0).mcpServers()).isEmpty();
        assertThat(facts.embeddedScripts()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "hooks = 1", "hooks = [1, {command = 2}]", "[hooks]\nPreToolUse = [1, {hooks = 3}]", "profiles = 1",
            "[profiles]\nx = 1", "mcp_servers = [1]", "[mcp_servers.a]\ncommand = [1]\nargs = 2\nenv = 3",
            "[permissions]\na = 1\n[permissions.b]\nnetwork = [1]", "[shell_environment_policy]\nset = 1\ninclude_only = 'x'",
            "notify = 'x'", "[projects]\na = 1", "[windows]\nsandbox = 1", "[sandbox_workspace_write]\nwritable_roots = 'x'",
    })
    void oddShapesNeverBreakTheExtractor(String toml) throws Exception {
        extract(".codex/config.toml", toml);
    }
}
