package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/lowerc/lowerc/semantics"
)

func init() {
	register(&command{
		name:  "compare",
		usage: "compare [-type T] [-exhaustive] [-exit-code] [-format text|json|md|html] A B",
		short: "compare two min/max models: differences by input class, refinement both ways",
		run:   runCompare,
	})
}

func runCompare(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("compare", stderr)
	typ := fs.String("type", "", "type: f16, bf16, f32, f64, … (default: the first type both models take)")
	exhaustive := fs.Bool("exhaustive", false, "every pair: all 2^32 swept for f16 and bf16, all 2^64 (2^128) counted exactly by regions for f32 (f64); models without rules are sampled, as the report says")
	exitCode := fs.Bool("exit-code", false, "exit 1 when the models differ on some input, 0 when they agree, 2 on errors (as diff, cmp and git diff --exit-code)")
	format := fs.String("format", "text", "output format: text, json, md or html")
	random := fs.Int("random", semantics.DefaultRandom, "random inputs after the grid of special values (without -exhaustive)")
	seed := fs.Uint64("seed", semantics.DefaultSeed, "seed of the random inputs")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	// As diff and cmp: with -exit-code, 1 means "they differ", and an
	// error exits 2.
	trouble := 1
	if *exitCode {
		trouble = 2
	}
	if fs.NArg() != 2 {
		fs.Usage()
		return 2
	}
	switch *format {
	case "text", "json", "md", "html":
	default:
		fmt.Fprintf(stderr, "lowerc compare: unknown format %q (want text, json, md or html)\n", *format)
		return 2
	}
	if *random < 0 {
		fmt.Fprintf(stderr, "lowerc compare: -random must not be negative\n")
		return 2
	}
	var ms [2]*semantics.Model
	for i, name := range fs.Args() {
		m, err := lookupModel(name)
		if err != nil {
			fmt.Fprintf(stderr, "lowerc compare: %v\n", err)
			return trouble
		}
		ms[i] = m
	}
	var t semantics.Type
	if *typ != "" {
		var err error
		if t, err = semantics.ParseType(*typ); err != nil {
			fmt.Fprintf(stderr, "lowerc compare: %v\n", err)
			return 2
		}
	} else {
		for _, u := range ms[0].Types() {
			if ms[1].Supports(u) {
				t = u
				break
			}
		}
		if t == semantics.InvalidType {
			fmt.Fprintf(stderr, "lowerc compare: %s and %s share no type\n", ms[0].Name(), ms[1].Name())
			return trouble
		}
	}
	// The HTML page of an exhaustive 16-bit sweep carries the bit-level map.
	opts := semantics.Options{Exhaustive: *exhaustive, Random: *random, Seed: *seed, BitMap: *format == "html"}
	if p := newProgress(stderr); p != nil {
		opts.Progress = p.update
		defer p.finish()
	}
	rep, err := semantics.CompareWith(ms[0], ms[1], t, opts)
	if err != nil {
		fmt.Fprintf(stderr, "lowerc compare: %v\n", err)
		return trouble
	}
	switch *format {
	case "json":
		err = rep.WriteJSON(stdout)
	case "md":
		err = rep.WriteMarkdown(stdout)
	case "html":
		err = rep.WriteHTML(stdout)
	default:
		err = rep.WriteText(stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "lowerc compare: %v\n", err)
		return trouble
	}
	if *exitCode && rep.BitwiseDiff > 0 {
		return 1
	}
	return 0
}

// progress prints "compare: NN%" on a terminal stderr once a comparison has
// run for more than a second.
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	start time.Time
	shown bool
	last  int
}

func newProgress(stderr io.Writer) *progress {
	f, ok := stderr.(*os.File)
	if !ok {
		return nil
	}
	st, err := f.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return &progress{w: stderr, start: time.Now(), last: -1}
}

func (p *progress) update(done, total uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if time.Since(p.start) < time.Second || total == 0 {
		return
	}
	pct := int(done * 100 / total)
	if pct == p.last {
		return
	}
	p.last = pct
	p.shown = true
	fmt.Fprintf(p.w, "\rcompare: %3d%%", pct)
}

func (p *progress) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown {
		fmt.Fprint(p.w, "\r              \r")
	}
}
