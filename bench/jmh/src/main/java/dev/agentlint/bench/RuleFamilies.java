package dev.agentlint.bench;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.extract.Extractor;
import dev.agentlint.pipeline.Extractors;
import dev.agentlint.extract.shell.ShellStage;
import dev.agentlint.model.FileFacts;
import dev.agentlint.parse.ParseException;
import dev.agentlint.rules.AllRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/** Rules grouped by family (their package under dev.agentlint.rules), and the corpus's facts. */
final class RuleFamilies {

    private RuleFamilies() {}

    static String familyOf(Rule r) {
        String pkg = r.getClass().getPackageName();
        return pkg.substring(pkg.lastIndexOf('.') + 1);
    }

    static List<String> families() {
        TreeSet<String> f = new TreeSet<>();
        for (Rule r : AllRules.all()) f.add(familyOf(r));
        return List.copyOf(f);
    }

    static List<Rule> rules(String family) {
        List<Rule> out = new ArrayList<>();
        for (Rule r : AllRules.all()) if (familyOf(r).equals(family)) out.add(r);
        return out;
    }

    /** The facts of every corpus file (and shell script) agentlint extracts, parsed once, as the scanner makes them. */
    static List<FileFacts> facts(List<Corpus.Entry> corpus) {
        List<FileFacts> out = new ArrayList<>();
        for (Corpus.Entry e : corpus) {
            if (e.format() == null) continue;
            Optional<Extractor> x = Extractors.forFormat(e.format());
            if (x.isEmpty()) continue;
            FileFacts facts = new FileFacts(e.file());
            try {
                x.get().extract(facts);
                ShellStage.run(facts);
            } catch (ParseException ex) {
                continue;
            }
            out.add(facts);
        }
        return out;
    }

    /** Runs a family's rules over all facts; returns the number of findings. */
    static int check(RuleCatalog catalog, List<Rule> rules, List<FileFacts> facts, List<Finding> sink) {
        int n = 0;
        for (FileFacts f : facts) {
            for (Rule r : rules) {
                sink.clear();
                r.check(f, new Findings(catalog, r.id(), sink));
                n += sink.size();
            }
        }
        return n;
    }
}
