package ptxexec

import "strings"

// opPair is the operand kind of a two-predicate destination p|q (setp);
// elts holds p and q, a sink "_" among them by name; name is "p|q" (for
// the messages of instructions that take no pair).
const opPair = opSym + 1

// pairOr returns first, or the pair first|second when '|' follows it
// (PTX ISA, Comparison and Selection Instructions, "setp":
// "setp.CmpOp.type p[|q], a, b"; the sink symbol "_" may stand for either
// destination).
func (p *parser) pairOr(first operand) (operand, error) {
	if p.peek().text != "|" {
		return first, nil
	}
	p.next()
	t := p.next()
	if t.kind != tIdent || !strings.HasPrefix(t.text, "%") && t.text != "_" {
		return operand{}, errAt(t.pos, "expected a predicate register or _ after '|', found %s", describe(t))
	}
	if first.kind != opReg && first.name != "_" {
		return operand{}, errAt(first.pos, "expected a predicate register or _ before '|', found %s", operandText(first))
	}
	first.kind = opReg
	q := operand{kind: opReg, pos: t.pos, name: t.text}
	return operand{kind: opPair, pos: first.pos, name: first.name + "|" + q.name, elts: []operand{first, q}}, nil
}

// setpPair compiles setp with the destination pair p|q. PTX ISA,
// Comparison and Selection Instructions, "setp" (integer and float types):
// t = a CmpOp b; p = BoolOp(t, c), q = BoolOp(!t, c) (without BoolOp: p =
// t, q = !t). PTX ISA, Half Precision Comparison Instructions, "setp"
// (.f16x2 and .bf16x2): the halves compare on their own,
// t[0] from bits 15:0 and t[1] from bits 31:16; p = BoolOp(t[0], c), q =
// BoolOp(t[1], c). The comparison, its modifiers and operands are checked
// by setp itself on the single-destination form (the lane type for the
// packed ones); "_" discards its result.
func (c *compiler) setpPair(s stmt, in *inst, ms []string) error {
	pq := s.args[0].elts
	ty, _ := typeMod(ms)
	packed := ty == ".f16x2" || ty == ".bf16x2"
	one := s
	one.args = append([]operand{pq[0]}, s.args[1:]...)
	if pq[0].name == "_" {
		one.args[0] = pq[1]
	}
	if pq[0].name == "_" && pq[1].name == "_" {
		return errAt(s.args[0].pos, "%s: both destinations are the sink _", s.op)
	}
	lane := ms
	if packed {
		lane = make([]string, len(ms))
		for i, m := range ms {
			lane[i] = strings.TrimSuffix(m, "x2")
		}
	}
	if err := c.setp(one, in, lane); err != nil {
		return err
	}
	var dst []int32
	var which []int // 0: p, 1: q
	for k, o := range pq {
		if o.name == "_" {
			continue
		}
		d, err := c.dstReg(s, o, true)
		if err != nil {
			return err
		}
		dst, which = append(dst, d), append(which, k)
	}
	in.dst = dst
	_, rest := typeMod(lane)
	var cmp, boolop string
	ftz := false
	for _, m := range rest {
		switch {
		case cmpOps[m]:
			cmp = m
		case m == "and" || m == "or" || m == "xor":
			boolop = m
		case m == "ftz":
			ftz = true
		}
	}
	lty, _ := typeMod(lane)
	var test func(a, b uint64) bool
	if f := fmtOf(lty); f != nil {
		test = floatCmp(f, cmp, ftz)
	} else {
		w, _ := typeWidth(lty)
		test = intCmp(cmp, lty[1] == 's', w)
	}
	negC := boolop != "" && s.args[3].neg
	combine := func(t bool, p []uint64, i int) uint64 {
		if p == nil {
			return b2u(t)
		}
		return b2u(boolOp(boolop, t, (p[i] != 0) != negC))
	}
	in.run = func(x *machine, d, sv [][]uint64) error {
		a, b := sv[0], sv[1]
		var p []uint64
		if len(sv) > 2 {
			p = sv[2]
		}
		for i := range a {
			var t [2]bool
			if packed {
				t[0] = test(a[i]&0xffff, b[i]&0xffff)
				t[1] = test(a[i]>>16&0xffff, b[i]>>16&0xffff)
			} else {
				r := test(a[i], b[i])
				t = [2]bool{r, !r}
			}
			for k, w := range which {
				d[k][i] = combine(t[w], p, i)
			}
		}
		return nil
	}
	return nil
}
