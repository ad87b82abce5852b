package llinterp

import (
	"fmt"
	"sort"
	"strings"

	"github.com/lowerc/lowerc/semantics"
)

// MaxSet bounds the explicit values of a Set; a result with more is an
// error (never a silent over- or under-approximation).
const MaxSet = 512

// A Set is what LLVM 19 allows one lane of a value to be: explicit bit
// patterns, or poison, which may be refined to any bit pattern.
type Set struct {
	vals   []uint64 // sorted, distinct
	poison bool
}

// Exact returns the set {x}.
func Exact(x uint64) Set { return Set{vals: []uint64{x}} }

// Union returns s ∪ t.
func (s Set) Union(t Set) Set {
	if s.poison || t.poison {
		return PoisonSet()
	}
	return setOf(append(s.Values(), t.vals...))
}

// PoisonSet is poison: every bit pattern is an allowed refinement.
func PoisonSet() Set { return Set{poison: true} }

// Poison reports whether s is poison (allows everything).
func (s Set) Poison() bool { return s.poison }

// Values returns the explicit values of s, sorted.
func (s Set) Values() []uint64 { return append([]uint64(nil), s.vals...) }

// Allows reports whether bit pattern x is an allowed result.
func (s Set) Allows(x uint64) bool {
	if s.poison {
		return true
	}
	i := sort.Search(len(s.vals), func(i int) bool { return s.vals[i] >= x })
	return i < len(s.vals) && s.vals[i] == x
}

// IsExact reports whether s allows exactly one bit pattern.
func (s Set) IsExact() bool { return !s.poison && len(s.vals) == 1 }

// Format prints s with the bit width of its lane: 0x3f800000, {0x00000000,0x80000000}, poison.
func (s Set) Format(bits int) string {
	if s.poison {
		return "poison"
	}
	w := (bits + 3) / 4
	parts := make([]string, len(s.vals))
	for i, v := range s.vals {
		parts[i] = fmt.Sprintf("0x%0*x", w, v)
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// fromResult converts a package semantics result of a lane of type t.
func fromResult(t semantics.Type, r semantics.Result) (Set, error) {
	if r.AllowsAnything() {
		return PoisonSet(), nil
	}
	if r.AllowsAnyNaN() || r.AllowsAnyQNaN() {
		return Set{}, fmt.Errorf("the model allows every (quiet) NaN, which the interpreter does not propagate: %s", r.String(t))
	}
	return setOf(r.Values()), nil
}

// SetOf returns the set of the values xs.
func SetOf(xs ...uint64) Set { return setOf(xs) }

func setOf(xs []uint64) Set {
	v := append([]uint64(nil), xs...)
	sort.Slice(v, func(i, j int) bool { return v[i] < v[j] })
	out := v[:0]
	for i, x := range v {
		if i == 0 || x != v[i-1] {
			out = append(out, x)
		}
	}
	return Set{vals: out}
}

// builder accumulates a Set.
type builder struct {
	vals   []uint64
	poison bool
}

func (b *builder) add(x uint64) { b.vals = append(b.vals, x) }
func (b *builder) addSet(s Set) {
	if s.poison {
		b.poison = true
		return
	}
	b.vals = append(b.vals, s.vals...)
}

func (b *builder) set() (Set, error) {
	if b.poison {
		return PoisonSet(), nil
	}
	s := setOf(b.vals)
	if len(s.vals) > MaxSet {
		return Set{}, fmt.Errorf("more than %d allowed results", MaxSet)
	}
	return s, nil
}
