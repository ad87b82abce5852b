package semantics

import (
	"encoding/json"
	"fmt"
	"html"
	"io"
	"math/big"
	"strings"
)

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func (r *Report) header() string {
	s := fmt.Sprintf("%s vs %s on %s (%s", r.A, r.B, r.Type, r.Method)
	switch r.Arity {
	case 3:
		s += ", three inputs; groups by the first two"
	case 1:
		s += ", one input; groups by its class"
	}
	if r.Note != "" {
		s += "; " + r.Note
	}
	return s + ")"
}

func (w *Witness) inputs(t Type) string {
	s := make([]string, len(w.In))
	for i, x := range w.In {
		s[i] = FormatBits(t, x)
	}
	return "(" + strings.Join(s, ", ") + ")"
}

// diverging returns the groups with at least one difference.
func (r *Report) diverging() []Group {
	var out []Group
	for _, g := range r.Groups {
		if g.BitwiseDiff > 0 {
			out = append(out, g)
		}
	}
	return out
}

// WriteText writes the report as aligned plain text.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", r.header())
	fmt.Fprintf(&b, "pairs         %d\n", r.Big.Pairs)
	fmt.Fprintf(&b, "bitwise_diff  %d\n", r.Big.BitwiseDiff)
	fmt.Fprintf(&b, "value_diff    %d\n", r.Big.ValueDiff)
	fmt.Fprintf(&b, "A refines B   %s", yesNo(r.ARefinesB()))
	if !r.ARefinesB() {
		fmt.Fprintf(&b, " (%d inputs where A allows a result B does not)", r.Big.ANotInB)
	}
	fmt.Fprintf(&b, "\nB refines A   %s", yesNo(r.BRefinesA()))
	if !r.BRefinesA() {
		fmt.Fprintf(&b, " (%d inputs where B allows a result A does not)", r.Big.BNotInA)
	}
	b.WriteString("\n")
	div := r.diverging()
	if len(div) == 0 {
		b.WriteString("no divergences\n")
	} else {
		fmt.Fprintf(&b, "divergences by (class of a, class of b): %d groups\n", len(div))
		fmt.Fprintf(&b, "  %-11s %-11s %12s %12s %12s  %s\n", "class a", "class b", "pairs", "bitwise", "value", "witness: inputs → A, B")
		for _, g := range div {
			fmt.Fprintf(&b, "  %-11s %-11s %12d %12d %12d  %s → %s, %s\n", g.ClassA, g.ClassB, g.Big.Pairs, g.Big.BitwiseDiff, g.Big.ValueDiff,
				g.Witness.inputs(r.Type), g.Witness.A.String(r.Type), g.Witness.B.String(r.Type))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// JSONSchemaVersion is the schema_version of WriteJSON's output; the schema
// is described in docs/compare-json.md.
const JSONSchemaVersion = 2

type jsonWitness struct {
	Inputs []string `json:"inputs"`
	A      []string `json:"a"`
	B      []string `json:"b"`
	AText  string   `json:"a_text"`
	BText  string   `json:"b_text"`
}

type jsonGroup struct {
	ClassA      string       `json:"class_a"`
	ClassB      string       `json:"class_b"`
	Pairs       *big.Int     `json:"pairs"`
	BitwiseDiff *big.Int     `json:"bitwise_diff"`
	ValueDiff   *big.Int     `json:"value_diff"`
	ANotInB     *big.Int     `json:"a_not_in_b"`
	BNotInA     *big.Int     `json:"b_not_in_a"`
	Relation    string       `json:"relation"`
	Witness     *jsonWitness `json:"witness,omitempty"`
}

type jsonSampling struct {
	Seed   uint64 `json:"seed"`
	Random uint64 `json:"random"`
	Grid   uint64 `json:"grid"`
}

type jsonReport struct {
	Schema      int           `json:"schema_version"`
	A           string        `json:"a"`
	B           string        `json:"b"`
	Type        string        `json:"type"`
	Inputs      int           `json:"inputs_per_case"`
	Method      string        `json:"method"`
	Note        string        `json:"note,omitempty"`
	Sampling    *jsonSampling `json:"sampling,omitempty"`
	Pairs       *big.Int      `json:"pairs"`
	BitwiseDiff *big.Int      `json:"bitwise_diff"`
	ValueDiff   *big.Int      `json:"value_diff"`
	ANotInB     *big.Int      `json:"a_not_in_b"`
	BNotInA     *big.Int      `json:"b_not_in_a"`
	ARefinesB   bool          `json:"a_refines_b"`
	BRefinesA   bool          `json:"b_refines_a"`
	Groups      []jsonGroup   `json:"groups"`
}

// Members returns the allowed set as a list: the explicit bit patterns in
// increasing order, then "any-qnan", "any-nan" or "any" for the open parts.
func (r Result) Members(t Type) []string {
	if r.AllowsAnything() {
		return []string{"any"}
	}
	out := []string{}
	for _, v := range r.Values() {
		out = append(out, FormatBits(t, v))
	}
	switch {
	case r.AllowsAnyNaN():
		out = append(out, "any-nan")
	case r.AllowsAnyQNaN():
		out = append(out, "any-qnan")
	}
	return out
}

// relation names how the two sides of a group relate: "same", "a-refines-b"
// (every result A allows is allowed by B, not the reverse), "b-refines-a",
// or "conflict" (each allows a result the other does not).
func (g *Group) relation() string {
	switch {
	case g.BitwiseDiff == 0:
		return "same"
	case g.ANotInB == 0:
		return "a-refines-b"
	case g.BNotInA == 0:
		return "b-refines-a"
	}
	return "conflict"
}

// WriteJSON writes the report as JSON (schema in docs/compare-json.md):
// schema_version, the models, type, method and, for sampled reports, the
// seed and counts that reproduce it; the counts as exact integers (they
// exceed 2^64 for f64); and groups (every class pair, with a witness where
// the models differ, allowed sets as arrays).
func (r *Report) WriteJSON(w io.Writer) error {
	j := jsonReport{Schema: JSONSchemaVersion, A: r.A, B: r.B, Type: r.Type.String(), Inputs: r.Arity, Method: r.Method, Note: r.Note,
		Pairs: r.Big.Pairs, BitwiseDiff: r.Big.BitwiseDiff, ValueDiff: r.Big.ValueDiff, ANotInB: r.Big.ANotInB, BNotInA: r.Big.BNotInA,
		ARefinesB: r.ARefinesB(), BRefinesA: r.BRefinesA(), Groups: []jsonGroup{}}
	if r.Method == "grid+random" {
		j.Sampling = &jsonSampling{Seed: r.Seed, Random: r.Random, Grid: r.GridInputs}
	}
	for i := range r.Groups {
		g := &r.Groups[i]
		jg := jsonGroup{ClassA: g.ClassA.String(), ClassB: g.ClassB.String(), Pairs: g.Big.Pairs,
			BitwiseDiff: g.Big.BitwiseDiff, ValueDiff: g.Big.ValueDiff, ANotInB: g.Big.ANotInB, BNotInA: g.Big.BNotInA,
			Relation: g.relation()}
		if g.Witness != nil {
			jw := &jsonWitness{A: g.Witness.A.Members(r.Type), B: g.Witness.B.Members(r.Type),
				AText: g.Witness.A.String(r.Type), BText: g.Witness.B.String(r.Type)}
			for _, x := range g.Witness.In {
				jw.Inputs = append(jw.Inputs, FormatBits(r.Type, x))
			}
			jg.Witness = jw
		}
		j.Groups = append(j.Groups, jg)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(j)
}

// WriteMarkdown writes the report as a Markdown summary and table.
func (r *Report) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "### `%s` vs `%s` on %s\n\n", r.A, r.B, r.Type)
	fmt.Fprintf(&b, "%s\n\n", r.header())
	fmt.Fprintf(&b, "| pairs | bitwise_diff | value_diff | A refines B | B refines A |\n|---|---|---|---|---|\n")
	fmt.Fprintf(&b, "| %d | %d | %d | %s | %s |\n\n", r.Big.Pairs, r.Big.BitwiseDiff, r.Big.ValueDiff, yesNo(r.ARefinesB()), yesNo(r.BRefinesA()))
	div := r.diverging()
	if len(div) == 0 {
		b.WriteString("No divergences.\n")
	} else {
		b.WriteString("| class a | class b | pairs | bitwise | value | witness | A | B |\n|---|---|---|---|---|---|---|---|\n")
		for _, g := range div {
			fmt.Fprintf(&b, "| %s | %s | %d | %d | %d | `%s` | `%s` | `%s` |\n", g.ClassA, g.ClassB, g.Big.Pairs, g.Big.BitwiseDiff, g.Big.ValueDiff,
				g.Witness.inputs(r.Type), g.Witness.A.String(r.Type), g.Witness.B.String(r.Type))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// describeResult is a human reading of a result: "+normal 1" or "one of
// +0, -0" or "any quiet NaN".
func describeResult(t Type, r Result) string {
	if r.AllowsAnything() {
		return "anything (undefined)"
	}
	var parts []string
	for _, v := range r.Values() {
		parts = append(parts, Describe(t, v))
	}
	switch {
	case r.AllowsAnyNaN():
		parts = append(parts, "any NaN")
	case r.AllowsAnyQNaN():
		parts = append(parts, "any quiet NaN")
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return "one of " + strings.Join(parts, "; ")
}

// sentence says, for a diverging group, what each side does at its witness
// and how the two relate.
func (r *Report) sentence(g *Group) string {
	w := g.Witness
	s := fmt.Sprintf("a %s, b %s: at %s A gives %s, B gives %s. ", g.ClassA, g.ClassB, w.inputs(r.Type),
		describeResult(r.Type, w.A), describeResult(r.Type, w.B))
	switch g.relation() {
	case "a-refines-b":
		s += fmt.Sprintf("A's results are all allowed by B here (B allows more on %d of %d inputs).", g.Big.BitwiseDiff, g.Big.Pairs)
	case "b-refines-a":
		s += fmt.Sprintf("B's results are all allowed by A here (A allows more on %d of %d inputs).", g.Big.BitwiseDiff, g.Big.Pairs)
	default:
		if g.ValueDiff == 0 {
			s += fmt.Sprintf("They conflict in NaN bits only, on %d of %d inputs.", g.Big.BitwiseDiff, g.Big.Pairs)
		} else {
			s += fmt.Sprintf("They conflict on %d of %d inputs, %d of them in value.", g.Big.BitwiseDiff, g.Big.Pairs, g.Big.ValueDiff)
		}
	}
	return s
}

// share returns x/n as a float64 (for colours and percentages).
func share(x, n *big.Int) float64 {
	if n.Sign() == 0 {
		return 0
	}
	q, _ := new(big.Float).Quo(new(big.Float).SetInt(x), new(big.Float).SetInt(n)).Float64()
	return q
}

// WriteHTML writes a self-contained page: the class-by-class grid as a
// colour map (green: the same results; blue: one side only refines the
// other, its results all allowed by the other; amber: conflicting NaN bits
// only; red: conflicting values, darker for a larger share), each cell's
// witness on hover, for an exhaustive 16-bit sweep with a bit map the
// bit-level map (SVG), and a sentence per diverging class pair.
func (r *Report) WriteHTML(w io.Writer) error {
	var b strings.Builder
	title := fmt.Sprintf("%s vs %s on %s", r.A, r.B, r.Type)
	writeHTMLHead(&b, title)
	r.writeHTMLBody(&b, 1, "", "bitmap")
	b.WriteString("</body></html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteHTMLReports writes one page of several reports (lowerc diff's
// output tensors): the page title, then per report a section headed by
// its heading (such as "output %D") and the report's title.
func WriteHTMLReports(w io.Writer, title string, headings []string, rs []*Report) error {
	if len(headings) != len(rs) {
		return fmt.Errorf("%d headings for %d reports", len(headings), len(rs))
	}
	var b strings.Builder
	writeHTMLHead(&b, title)
	fmt.Fprintf(&b, "<h1>%s</h1>\n", html.EscapeString(title))
	for i, r := range rs {
		r.writeHTMLBody(&b, 2, headings[i]+": ", fmt.Sprintf("bitmap-%d", i+1))
	}
	b.WriteString("</body></html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeHTMLHead writes the page's head and style, up to <body>.
func writeHTMLHead(b *strings.Builder, title string) {
	esc := html.EscapeString
	fmt.Fprintf(b, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%s</title>\n", esc(title))
	b.WriteString(`<style>
body{font-family:sans-serif;margin:2em}
table.grid{border-collapse:collapse}
table.grid td,table.grid th{border:1px solid #999;width:5.5em;height:2.2em;text-align:center;font-size:80%}
table.grid th{background:#eee}
td.same{background:#b8e6b8} td.none{background:#fff;color:#bbb} td.refines{background:#9cc7f0}
.key span{display:inline-block;width:1em;height:1em;vertical-align:middle;margin:0 .3em 0 1em;border:1px solid #999}
table.w{border-collapse:collapse;margin-top:1.5em;font-size:85%} table.w td,table.w th{border:1px solid #ccc;padding:2px 6px}
code{font-size:95%}
</style></head><body>
`)
}

// writeHTMLBody writes the report's heading (level h, prefixed), method,
// totals, class table, bit map (SVG id mapID) and diverging groups.
func (r *Report) writeHTMLBody(b *strings.Builder, h int, prefix, mapID string) {
	esc := html.EscapeString
	title := fmt.Sprintf("%s vs %s on %s", r.A, r.B, r.Type)
	fmt.Fprintf(b, "<h%d>%s</h%d>\n", h, esc(prefix+title), h)
	method := r.Method
	if r.Arity == 3 {
		method += ", three inputs; groups by the first two"
	}
	if r.Note != "" {
		method += "; " + r.Note
	}
	if r.Method == "grid+random" {
		method += fmt.Sprintf("; seed %#x, %d random inputs after %d grid inputs", r.Seed, r.Random, r.GridInputs)
	}
	fmt.Fprintf(b, "<p>Method: %s.</p>\n", esc(method))
	fmt.Fprintf(b, "<p>pairs <b>%d</b> · bitwise_diff <b>%d</b> · value_diff <b>%d</b> · A refines B: <b>%s</b> · B refines A: <b>%s</b></p>\n",
		r.Big.Pairs, r.Big.BitwiseDiff, r.Big.ValueDiff, yesNo(r.ARefinesB()), yesNo(r.BRefinesA()))
	b.WriteString(`<p class="key">Rows: class of the first input a; columns: class of b.` +
		`<span style="background:#b8e6b8"></span>same results` +
		`<span style="background:#9cc7f0"></span>one side refines the other (its results are all allowed by the other)` +
		`<span style="background:hsl(40,95%,65%)"></span>conflict in NaN bits only` +
		`<span style="background:hsl(0,85%,60%)"></span>conflict in value (darker: a larger share). Hover a cell for its witness.</p>` + "\n")
	groups := map[[2]Class]Group{}
	for _, g := range r.Groups {
		groups[[2]Class{g.ClassA, g.ClassB}] = g
	}
	classes := Classes(r.Type)
	b.WriteString("<table class=\"grid\"><tr><th>a \\ b</th>")
	for _, c := range classes {
		fmt.Fprintf(b, "<th>%s</th>", esc(c.String()))
	}
	b.WriteString("</tr>\n")
	for _, ca := range classes {
		fmt.Fprintf(b, "<tr><th>%s</th>", esc(ca.String()))
		for _, cb := range classes {
			g, ok := groups[[2]Class{ca, cb}]
			switch {
			case !ok:
				b.WriteString(`<td class="none">–</td>`)
			case g.BitwiseDiff == 0:
				fmt.Fprintf(b, `<td class="same" title="%d inputs, no difference">0</td>`, g.Big.Pairs)
			default:
				sh := share(g.Big.BitwiseDiff, g.Big.Pairs)
				tip := r.sentence(&g)
				attr := ""
				switch {
				case g.relation() != "conflict":
					attr = `class="refines"`
				case g.ValueDiff == 0:
					attr = fmt.Sprintf(`style="background:hsl(40,95%%,%d%%)"`, 75-int(sh*30))
				default:
					attr = fmt.Sprintf(`style="background:hsl(0,85%%,%d%%)"`, 80-int(share(g.Big.ValueDiff, g.Big.Pairs)*45))
				}
				fmt.Fprintf(b, `<td %s title="%s">%.3g%%</td>`, attr, esc(tip), sh*100)
			}
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n")
	if r.Map != nil {
		r.Map.writeSVG(b, mapID, h+1)
	}
	div := r.diverging()
	if len(div) > 0 {
		fmt.Fprintf(b, "<h%d>By class pair</h%d>\n<ul class=\"sentences\">\n", h+1, h+1)
		for i := range div {
			fmt.Fprintf(b, "<li>%s</li>\n", esc(r.sentence(&div[i])))
		}
		b.WriteString("</ul>\n")
		b.WriteString("<table class=\"w\"><tr><th>class a</th><th>class b</th><th>pairs</th><th>bitwise</th><th>value</th><th>witness</th><th>A</th><th>B</th></tr>\n")
		for _, g := range div {
			fmt.Fprintf(b, "<tr><td>%s</td><td>%s</td><td>%d</td><td>%d</td><td>%d</td><td><code>%s</code></td><td><code>%s</code></td><td><code>%s</code></td></tr>\n",
				esc(g.ClassA.String()), esc(g.ClassB.String()), g.Big.Pairs, g.Big.BitwiseDiff, g.Big.ValueDiff,
				esc(g.Witness.inputs(r.Type)), esc(g.Witness.A.String(r.Type)), esc(g.Witness.B.String(r.Type)))
		}
		b.WriteString("</table>\n")
	}
}

// writeSVG draws the map as an SVG of cells (a: rows, b: columns), runs of
// equal colour in a row merged into one rect: light green where the models
// agree on the whole cell, red shades by the share of differing pairs.
func (m *BitMap) writeSVG(b *strings.Builder, id string, h int) {
	n := 1 << m.Bits
	px := 4
	if n > 256 {
		px = 1
	}
	size := n * px
	f := fmtOf(m.Type)
	eb := int(f.bits - f.mantBits - 1)
	fmt.Fprintf(b, "<h%d>Bit-level map</h%d>\n<p>Every pair of the sweep, binned by sign, the %d exponent bits and the top fraction bit (the quiet bit of a NaN) of a (rows, top to bottom) and of b (columns, left to right), %d × %d cells. Green: the models agree on the whole cell; red: the share of the cell where they differ (darker: more).</p>\n", h, h, eb, n, n)
	fmt.Fprintf(b, "<svg id=\"%s\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" shape-rendering=\"crispEdges\">\n", id, size+2, size+2, size+2, size+2)
	fmt.Fprintf(b, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#888\"/>\n", size+2, size+2)
	colour := func(i int) string {
		if m.Pairs[i] == 0 || m.Diff[i] == 0 {
			return "#b8e6b8"
		}
		level := int(float64(m.Diff[i]) / float64(m.Pairs[i]) * 8) // 0..8
		if level > 7 {
			level = 7
		}
		return fmt.Sprintf("hsl(0,85%%,%d%%)", 75-level*7)
	}
	for y := 0; y < n; y++ {
		x := 0
		for x < n {
			c := colour(y<<m.Bits | x)
			e := x + 1
			for e < n && colour(y<<m.Bits|e) == c {
				e++
			}
			fmt.Fprintf(b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", 1+x*px, 1+y*px, (e-x)*px, px, c)
			x = e
		}
	}
	b.WriteString("</svg>\n")
}
