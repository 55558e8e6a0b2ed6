// placeholder, replaced by the rules core
namespace fam {}
