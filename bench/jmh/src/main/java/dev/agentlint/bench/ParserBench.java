package dev.agentlint.bench;

import dev.agentlint.parse.ParseException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/** One operation parses every corpus file of the parser's formats once; MB/s = ops/s × their bytes. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ParserBench {

    @Param({"JSON"})
    public String parser;

    private Parsers p;
    private String[] texts;

    @Setup
    public void setUp() {
        p = Parsers.valueOf(parser);
        List<Corpus.Entry> in = p.inputs(Corpus.load());
        texts = in.stream().map(e -> e.file().text()).toArray(String[]::new);
    }

    @Benchmark
    public void parseAll(Blackhole bh) {
        for (String t : texts) {
            try {
                bh.consume(p.parse(t));
            } catch (ParseException e) {
                bh.consume(e);
            }
        }
    }
}
