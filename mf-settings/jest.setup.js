// jsdom's getComputedStyle ignores pseudo-elements and logs an error; antd's Table asks for one when measuring.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => getComputedStyle(element);
