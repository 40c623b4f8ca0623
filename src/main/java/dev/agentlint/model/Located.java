package dev.agentlint.model;

import java.util.function.Function;

/** A value from a scanned file together with where it was written. */
public record Located<T>(T value, Location location) {

    /** The same place holding what {@code f} makes of the value: a written string read as a typed fact. */
    public <U> Located<U> map(Function<? super T, ? extends U> f) {
        return new Located<>(f.apply(value), location);
    }
}
