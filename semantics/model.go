package semantics

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// A Model is one min/max semantics: a standard (a relation that allows a set
// of results where the standard leaves latitude), or an implementation or a
// hardware instruction in one mode (a function with one exact result).
// Models are immutable and safe for concurrent use.
type Model struct {
	name     string
	desc     string
	source   string
	arity    int
	types    []Type // supported types; types[0] is the default
	relation bool
	params   []string // accepted parameters, "name=v1|v2 (default v1)"

	fn  func(t Type, a, b, c uint64) uint64 // functions
	rel func(t Type, a, b, c uint64) Result // relations
	// rule is set for two-input float functions defined by a rule: the
	// comparison engine uses it for fast exhaustive 16-bit rows.
	rule *rule
	// relRow, for two-input relations on 16-bit floats, builds rows like
	// rule.row, with set-valued pieces.
	relRow func(t Type, a uint16, dst []piece) []piece
	// lane, for a packed-float model, is the same model on one lane.
	lane *Model
	// std is the rule of a standard's relation; sym, for other two-input
	// models defined region by region, their symbolic result (exact.go).
	std *stdRel
	sym func(f *format, t Type, a, b uint64) symSet
}

// Name returns the model's stable name, family:name[:param=value…], with
// parameters at their defaults left out.
func (m *Model) Name() string { return m.name }

// Description returns a one-line description.
func (m *Model) Description() string { return m.desc }

// Source returns where the model's rules come from.
func (m *Model) Source() string { return m.source }

// Arity returns the number of inputs: 1 (canonicalize), 2 or 3.
func (m *Model) Arity() int { return m.arity }

// Types returns the types the model accepts; the first is its default.
func (m *Model) Types() []Type { return append([]Type(nil), m.types...) }

// DefaultType returns the type used when none is given.
func (m *Model) DefaultType() Type { return m.types[0] }

// Params returns the parameters the model's base name accepts, as
// "name=v1|v2 (default v)".
func (m *Model) Params() []string { return append([]string(nil), m.params...) }

// IsRelation reports whether the model may allow several results for one
// input (a standard with latitude); functions always allow exactly one.
func (m *Model) IsRelation() bool { return m.relation }

// Supports reports whether the model accepts type t. A packed-float model
// also accepts its lane type, meaning one lane.
func (m *Model) Supports(t Type) bool {
	for _, u := range m.types {
		if u == t {
			return true
		}
	}
	return m.lane != nil && m.lane.Supports(t)
}

// Eval returns the model's result for inputs a, b (and c for three-input
// models; ignored otherwise), given as bit patterns of type t.
func (m *Model) Eval(t Type, a, b, c uint64) (Result, error) {
	if !m.Supports(t) {
		return Result{}, fmt.Errorf("%s does not take type %s (it takes %s)", m.name, t, typeList(m.types))
	}
	mask := t.Mask()
	if (a|b|c)&^mask != 0 {
		return Result{}, fmt.Errorf("input does not fit in %s", t)
	}
	return m.eval(t, a, b, c), nil
}

func (m *Model) eval(t Type, a, b, c uint64) Result {
	if m.lane != nil && !m.isOwnType(t) {
		return m.lane.eval(t, a, b, c)
	}
	if m.relation {
		return m.rel(t, a, b, c)
	}
	return Exact(m.fn(t, a, b, c))
}

// rowFunc returns the model's row builder for 16-bit sweeps, or nil.
func (m *Model) rowFunc() func(t Type, a uint16, dst []piece) []piece {
	switch {
	case m.rule != nil:
		return m.rule.row
	case m.relRow != nil:
		return m.relRow
	}
	return nil
}

func (m *Model) isOwnType(t Type) bool {
	for _, u := range m.types {
		if u == t {
			return true
		}
	}
	return false
}

func typeList(ts []Type) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = t.String()
	}
	return strings.Join(s, ", ")
}

// A param is one parameter of a registered base name.
type param struct {
	name   string
	values []string // values[0] is the default
	doc    string
}

// An entry is one base name in the registry and how to build its models.
type entry struct {
	base   string
	params []param
	build  func(p map[string]string) *Model
}

var registry = map[string]*entry{}

// registryOnce fills registry (and amdNames) on first use by models: done
// at package init, the ≈9,700 allocations cost every lowerc process ≈1 ms,
// asm and disasm included, which never look a model up.
var registryOnce sync.Once

// models returns the filled registry.
func models() map[string]*entry {
	registryOnce.Do(func() {
		// in the order the init functions ran: file name, then source order
		for _, f := range []func(){initAMD, initCanon, initFrameworks, initHW, initImplGo, initImpl2, initLLVM22, initMag, initPTX, initStd, initWasm} {
			f()
		}
	})
	return registry
}

func register(e *entry) {
	if _, dup := registry[e.base]; dup {
		panic("semantics: duplicate model " + e.base)
	}
	registry[e.base] = e
}

// registerModel registers a model without parameters.
func registerModel(m *Model) {
	register(&entry{base: m.name, build: func(map[string]string) *Model { return m }})
}

// Lookup returns the model with the given name, family:name[:param=value…].
// Parameters may come in any order; values at their default may be given or
// left out. PTX names accept the modifiers in any order, as ptxas does.
func Lookup(name string) (*Model, error) {
	parts := strings.Split(name, ":")
	var base []string
	params := map[string]string{}
	for _, p := range parts {
		if k, v, ok := strings.Cut(p, "="); ok {
			if _, dup := params[k]; dup {
				return nil, fmt.Errorf("model %q: parameter %s given twice", name, k)
			}
			params[k] = v
			continue
		}
		if len(params) > 0 {
			return nil, fmt.Errorf("model %q: parameters must come last", name)
		}
		base = append(base, p)
	}
	b := strings.Join(base, ":")
	if strings.HasPrefix(b, "ptx:") {
		nb, err := normalizePTX(b)
		if err != nil {
			return nil, fmt.Errorf("model %q: %v", name, err)
		}
		b = nb
	}
	e, ok := models()[b]
	if !ok {
		return nil, fmt.Errorf("unknown model %q (run \"lowerc models\" for the list)", name)
	}
	full := map[string]string{}
	for _, p := range e.params {
		full[p.name] = p.values[0]
	}
	for k, v := range params {
		var pp *param
		for i := range e.params {
			if e.params[i].name == k {
				pp = &e.params[i]
			}
		}
		if pp == nil {
			return nil, fmt.Errorf("model %q: %s takes no parameter %q%s", name, b, k, paramHint(e))
		}
		okv := false
		for _, w := range pp.values {
			okv = okv || w == v
		}
		if !okv {
			return nil, fmt.Errorf("model %q: parameter %s=%s: want one of %s", name, k, v, strings.Join(pp.values, ", "))
		}
		full[k] = v
	}
	return e.build(full), nil
}

func paramHint(e *entry) string {
	if len(e.params) == 0 {
		return " (it takes none)"
	}
	s := make([]string, len(e.params))
	for i, p := range e.params {
		s[i] = p.name
	}
	return " (it takes " + strings.Join(s, ", ") + ")"
}

// canonicalName builds base[:k=v…] with non-default values, in parameter order.
func canonicalName(base string, ps []param, p map[string]string) string {
	name := base
	for _, q := range ps {
		if v := p[q.name]; v != q.values[0] {
			name += ":" + q.name + "=" + v
		}
	}
	return name
}

func paramDocs(ps []param) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = fmt.Sprintf("%s=%s (default %s): %s", p.name, strings.Join(p.values, "|"), p.values[0], p.doc)
	}
	return out
}

// Models returns every registered model with its parameters at their
// defaults, sorted by name.
func Models() []*Model {
	reg := models()
	out := make([]*Model, 0, len(reg))
	for _, e := range reg {
		full := map[string]string{}
		for _, p := range e.params {
			full[p.name] = p.values[0]
		}
		out = append(out, e.build(full))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// MustLookup is Lookup for names known to exist; it panics otherwise.
func MustLookup(name string) *Model {
	m, err := Lookup(name)
	if err != nil {
		panic(err)
	}
	return m
}

// NewFunction returns a model defined by fn, for callers that build the
// semantics of an instruction sequence out of registered models (say, a
// canonicalizing v_max on each input followed by a v_max) and compare it with
// a standard. fn receives the inputs as bit patterns of type t (c is 0 for
// two-input models) and must be safe for concurrent use. The model is not
// registered; Lookup does not find it.
func NewFunction(name, desc, source string, arity int, types []Type, fn func(t Type, a, b, c uint64) uint64) (*Model, error) {
	if err := checkNew(name, arity, types); err != nil {
		return nil, err
	}
	if fn == nil {
		return nil, fmt.Errorf("model %s: no function", name)
	}
	return &Model{name: name, desc: desc, source: source, arity: arity, types: append([]Type(nil), types...), fn: fn}, nil
}

// NewRelation is NewFunction for a model that allows a set of results.
func NewRelation(name, desc, source string, arity int, types []Type, rel func(t Type, a, b, c uint64) Result) (*Model, error) {
	if err := checkNew(name, arity, types); err != nil {
		return nil, err
	}
	if rel == nil {
		return nil, fmt.Errorf("model %s: no relation", name)
	}
	return &Model{name: name, desc: desc, source: source, arity: arity, types: append([]Type(nil), types...), relation: true, rel: rel}, nil
}

func checkNew(name string, arity int, types []Type) error {
	switch {
	case name == "":
		return fmt.Errorf("a model needs a name")
	case arity < 1 || arity > 3:
		return fmt.Errorf("model %s: arity %d, want 1, 2 or 3", name, arity)
	case len(types) == 0:
		return fmt.Errorf("model %s: no types", name)
	}
	for _, t := range types {
		if t.Bits() == 0 {
			return fmt.Errorf("model %s: bad type %v", name, t)
		}
	}
	return nil
}
