package dev.agentlint.bench;

import dev.agentlint.check.RuleCatalog;
import dev.agentlint.model.FileFacts;
import dev.agentlint.rules.AllRules;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/** Runs the JMH benchmarks and prints MB/s per parser and findings/s per rule family. */
public final class BenchMain {

    private BenchMain() {}

    public static void main(String[] args) throws RunnerException {
        boolean quick = false;
        String corpus = "../shared/corpus/real";
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--quick" -> quick = true;
                case "--corpus" -> corpus = args[++i];
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        corpus = Path.of(corpus).toAbsolutePath().normalize().toString();
        System.setProperty("agentlint.corpus", corpus);
        String repo = Path.of("").toAbsolutePath().toString();
        System.setProperty("agentlint.repo", repo);
        List<Corpus.Entry> entries = Corpus.load();

        System.out.println();
        System.out.println("== in-process throughput (JMH, 1 thread) ==");
        System.out.printf(Locale.ROOT, "%-10s %8s %10s %10s%n", "parser", "files", "MB/s", "files/s");
        for (Parsers p : Parsers.values()) {
            List<Corpus.Entry> in = p.inputs(entries);
            long bytes = in.stream().mapToLong(Corpus.Entry::bytes).sum();
            double ops = run(ParserBench.class, "parser", p.name(), corpus, repo, quick);
            System.out.printf(Locale.ROOT, "%-10s %8d %10.1f %10.0f%n", p.name().toLowerCase(Locale.ROOT), in.size(),
                    ops * bytes / 1e6, ops * in.size());
        }

        List<FileFacts> facts = RuleFamilies.facts(Corpus.withShellScripts());
        RuleCatalog catalog = AllRules.catalog();
        System.out.printf(Locale.ROOT, "%n%-10s %6s %8s %10s %12s %12s%n", "family", "rules", "files", "findings", "findings/s", "files/s");
        for (String family : RuleFamilies.families()) {
            var rules = RuleFamilies.rules(family);
            int findings = RuleFamilies.check(catalog, rules, facts, new ArrayList<>());
            double ops = run(RuleBench.class, "family", family, corpus, repo, quick);
            System.out.printf(Locale.ROOT, "%-10s %6d %8d %10d %12.0f %12.0f%n", family, rules.size(), facts.size(),
                    findings, ops * findings, ops * facts.size());
        }
    }

    /** Operations per second of one benchmark with one parameter value. */
    private static double run(Class<?> bench, String param, String value, String corpus, String repo, boolean quick)
            throws RunnerException {
        ChainedOptionsBuilder o = new OptionsBuilder()
                .include(bench.getName() + "\\.")
                .param(param, value)
                .jvmArgsAppend("-Dagentlint.corpus=" + corpus, "-Dagentlint.repo=" + repo, "-Xmx1g")
                .threads(1)
                .forks(1)
                .verbosity(VerboseMode.SILENT);
        if (quick) {
            o.warmupIterations(1).warmupTime(TimeValue.milliseconds(500)).measurementIterations(2).measurementTime(TimeValue.milliseconds(500));
        } else {
            o.warmupIterations(3).warmupTime(TimeValue.seconds(2)).measurementIterations(5).measurementTime(TimeValue.seconds(2));
        }
        Collection<RunResult> results = new Runner(o.build()).run();
        return results.iterator().next().getPrimaryResult().getScore();
    }
}
