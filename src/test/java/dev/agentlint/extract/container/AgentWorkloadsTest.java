package dev.agentlint.extract.container;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class AgentWorkloadsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "claude -p 'fix the tests'                                | runs claude",
            "exec claude --dangerously-skip-permissions                | runs claude",
            "FOO=1 timeout 3600 codex exec 'x'                         | runs codex",
            "npx -y @anthropic-ai/claude-code@1.0.0 -p x               | runs claude",
            "pnpm dlx @google/gemini-cli                               | runs gemini",
            "cd /w && sh -c \"aider --yes\"                            | runs aider",
            "npm install -g @openai/codex && echo done                 | installs codex",
            "pip install aider-chat                                    | installs aider",
            "/usr/local/bin/claude                                     | runs claude",
            "sudo -E claude                                            | runs claude",
    })
    void startsOrInstallsAnAgent(String script, String expected) {
        assertThat(AgentWorkloads.inScript(script, 0).map(Object::toString)).contains(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "echo 'claude is great'", "echo \"run claude; later\"", "npm start", "# claude -p x",
            "python manage.py runserver", "git clone https://github.com/x/claude", "cat claude.md", ""})
    void doesNotMistakeMentionsForStarts(String script) {
        assertThat(AgentWorkloads.inScript(script, 0)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"a; b", "a && b || c | d &", "a\nb", "(a) `b`"})
    void splitsAtEverySeparator(String script) {
        List<List<String>> commands = AgentWorkloads.simpleCommands(script);
        assertThat(commands.size()).isGreaterThanOrEqualTo(2);
    }

    @org.junit.jupiter.api.Test
    void quotesGroupWords() {
        assertThat(AgentWorkloads.simpleCommands("claude -p \"a; b\" 'c d'"))
                .containsExactly(List.of("claude", "-p", "a; b", "c d"));
        assertThat(AgentWorkloads.inWords(List.of("bash", "-lc", "claude -p x"), 0).map(Object::toString)).isEqualTo(Optional.of("runs claude"));
    }

    /** Assignments before the program are skipped, a multi-line value too; a word that only looks like one is the program. */
    @org.junit.jupiter.api.Test
    void assignmentsBeforeTheProgramAreSkipped() {
        assertThat(AgentWorkloads.inWords(List.of("A_1=x", "NOTE=line one\nline two", "claude", "-p", "x"), 0).map(Object::toString)).isEqualTo(Optional.of("runs claude"));
        assertThat(AgentWorkloads.inWords(List.of("1A=x", "claude"), 0)).isEmpty();
        assertThat(AgentWorkloads.inWords(List.of("=x", "claude"), 0)).isEmpty();
    }
}
