package dev.agentlint.extract.github;

import dev.agentlint.extract.EmbeddedText;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One workflow step and what it inherits from its job: where it runs and the environment it gets.
 *
 * @param env the job's and the step's environment variables
 */
record StepContext(FileFacts facts, SourceFile file, Node step, int index, ExecContext runner, List<EnvVar> env) {

    Node input(String name) {
        return step.get("with").get(name);
    }

    Location at(Node n) {
        return Location.ofEntry(file, n);
    }

    /** An input's value with its location, or null when it is absent or empty. */
    Located<String> located(Node n) {
        return n.text().filter(t -> !t.isBlank()).map(t -> new Located<>(t, Location.of(file, n))).orElse(null);
    }

    /** Command-line arguments written in an input, each located in the file. */
    List<Located<String>> words(Node value) {
        List<Located<String>> out = new ArrayList<>();
        if (value.text().isEmpty()) return out;
        EmbeddedText text = EmbeddedText.of(file, value);
        String t = text.text().strip();
        if (t.startsWith("[")) {
            // codex-action also takes a JSON array of arguments.
            try {
                Node array = JsonTreeParser.parse(text.text(), false);
                for (Node e : array.elements()) {
                    e.text().ifPresent(w -> out.add(new Located<>(w, new Location(file, text.span(e.span()), value.pointer()))));
                }
                return out;
            } catch (ParseException e) {
                out.clear(); // not JSON after all: read it as shell-style words
            }
        }
        for (ArgWords.Word w : ArgWords.split(text.text())) out.add(new Located<>(w.value(), text.location(w.start(), w.end())));
        return out;
    }

    /** GitHub tokens handed to the step: token inputs and {@code GH_TOKEN}-like variables. */
    List<Located<String>> tokens(String... inputs) {
        List<Located<String>> out = new ArrayList<>();
        for (String name : inputs) {
            Located<String> l = located(input(name));
            if (l != null) out.add(l);
        }
        for (EnvVar e : env) {
            String n = e.name().toUpperCase(Locale.ROOT);
            boolean github = n.startsWith("GH_") || n.contains("GITHUB");
            if (github && (n.endsWith("TOKEN") || n.endsWith("PAT")) && e.value() != null) {
                out.add(new Located<>(e.value(), e.location()));
            }
        }
        return out;
    }
}
