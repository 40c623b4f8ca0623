package dev.agentlint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import picocli.CommandLine;

/**
 * The user manual keeps up with the command line: docs/cli.md names every command and option
 * agentlint has, and the YAML snippets in the CI recipes are valid YAML.
 */
class CliDocsTest {

    private static String read(String path) throws IOException {
        return Files.readString(Path.of(path), StandardCharsets.UTF_8);
    }

    @Test
    void cliReferenceNamesEveryCommandAndOption() throws IOException {
        String doc = read("docs/cli.md");
        CommandLine cmd = new CommandLine(Main.spec(new Main()));
        Main.addSubcommands(cmd, new String[0]);
        for (CommandLine.Model.OptionSpec o : cmd.getCommandSpec().options()) {
            for (String name : o.names()) assertThat(doc).as("docs/cli.md documents %s", name).contains("`" + name);
        }
        for (var sub : cmd.getSubcommands().entrySet()) {
            assertThat(doc).as("docs/cli.md documents the %s command", sub.getKey()).contains("agentlint " + sub.getKey());
            for (CommandLine.Model.OptionSpec o : sub.getValue().getCommandSpec().options()) {
                for (String name : o.names()) {
                    assertThat(doc).as("docs/cli.md documents %s %s", sub.getKey(), name).contains("`" + name);
                }
            }
        }
        for (String code : new String[] {"`0`", "`1`", "`2`"}) assertThat(doc).contains(code);
    }

    @Test
    void yamlSnippetsInTheCiRecipesParse() throws IOException {
        for (String file : new String[] {"docs/ci.md", "README.md"}) {
            Matcher m = Pattern.compile("```yaml\\n(.*?)```", Pattern.DOTALL).matcher(read(file));
            int n = 0;
            while (m.find()) {
                String snippet = m.group(1);
                // Hook entries shown on their own are list items indented under a `hooks:` key.
                if (snippet.startsWith("      - ")) snippet = "hooks:\n" + snippet;
                new Yaml(new LoaderOptions()).load(snippet);
                n++;
            }
            if (file.equals("docs/ci.md")) assertThat(n).isGreaterThanOrEqualTo(4);
        }
    }
}
